import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadSessionSuite } from './upload-session-suite.ts';

// Resumable uploads on the local disk driver: chunks gather in a temporary file under uploads/.incoming.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');

describe('resumable uploads on local disk', () => {
  uploadSessionSuite({
    app: () => t,
    partials: () => {
      const incoming = path.join(uploadsDir(), '.incoming');
      return existsSync(incoming) ? readdirSync(incoming).length : 0;
    },
    stored: async (key) => readFile(path.join(uploadsDir(), key)).catch(() => undefined),
  });
});
