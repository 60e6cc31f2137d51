import { startFakeS3Server, type FakeS3Server } from '../../storage/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { uploadSessionSuite } from './upload-session-suite.ts';

// Resumable uploads on S3 (an in-process fake that checks parts as S3 does): one multipart part per chunk.

let s3: FakeS3Server;
let t: TestApp;
beforeAll(async () => {
  s3 = await startFakeS3Server('reelhire-uploads');
  t = await createTestApp({
    env: {
      S3_ENDPOINT: s3.endpoint,
      S3_REGION: 'eu-central-1',
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: 'test-access-key',
      S3_SECRET_ACCESS_KEY: 'test-secret-key',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('resumable uploads on S3', () => {
  uploadSessionSuite({
    app: () => t,
    partials: () => s3.openUploads.size,
    stored: async (key) => s3.objects.get(key)?.body,
  });
});
