import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MB } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import { UPLOAD_CHUNK_CONTENT_TYPE, type UploadSession } from '@reelhire/shared/uploads';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { killServer, startServer, type ServerProcess } from '../../test/server-process.ts';
import { TEST_ANON_KEY } from '../../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createAccount } from '../auth/auth-test-kit.ts';
import { makeIsoMedia } from './file-fixtures.ts';

// Decision 0069: completing an upload records its file and closes its session in one transaction, so a
// completion cut short (a killed process) or made twice at once (a retry that reached another process
// behind the balancer) leaves exactly one file record. Two `node src/index.ts` processes share the
// PostgreSQL database and the DATA_DIR, and both are asked to complete the same upload at the same time.

const postgresUrl = process.env.TEST_DATABASE_URL;
const email = 'twice.completed@example.com';
const password = 'correct-horse';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

describe.runIf(postgresUrl)('an upload completed by two processes at once', () => {
  // runs in the server-postgres pass: two processes cannot share the embedded database
  let database: TestDatabase;
  let dataDir: string;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-upload-race-'));
    await createAccount(database.db, { email, password, metadata: { user_type: 'filmmaker' } });
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await killServer(server);
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('records one file, and both answers name it', async () => {
    const env = { DATABASE_URL: database.url!, API_RATE_LIMIT_PER_MINUTE: '100000' };
    // One after the other: two start-ups at once on a busy machine can take longer than the wait.
    servers.push(await startServer(dataDir, env));
    servers.push(await startServer(dataDir, env));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    // A session on each (a token names the address that issued it).
    const signIn = async (server: ServerProcess) => {
      const signedIn = await fetch(`${server.origin}/api/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      const { access_token: token } = (await signedIn.json()) as { access_token: string };
      return { apikey: TEST_ANON_KEY, authorization: `Bearer ${token}` };
    };
    const headers = await signIn(one);
    const headersOnTwo = await signIn(two);

    const head = makeIsoMedia('isom');
    const data = Buffer.concat([head, randomBytes(5 * MB + 4321 - head.length)]);
    const opened = await fetch(`${one.origin}/api/rest/v1/uploads`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'deliverable', name: 'master.mp4', size: data.length }),
    });
    const { id } = (await opened.json()) as UploadSession;
    for (const [offset, chunk] of [
      [0, data.subarray(0, 5 * MB)],
      [5 * MB, data.subarray(5 * MB)],
    ] as const) {
      const sent = await fetch(`${one.origin}/api/rest/v1/uploads/${id}`, {
        method: 'PATCH',
        headers: { ...headers, 'content-type': UPLOAD_CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
        body: chunk,
      });
      expect(sent.status).toBe(200);
    }

    const answers = await Promise.all(
      [
        [one, headers],
        [two, headersOnTwo],
      ].map(([server, auth]) =>
        fetch(`${(server as ServerProcess).origin}/api/rest/v1/uploads/${id}/complete`, {
          method: 'POST',
          headers: auth as Record<string, string>,
        }),
      ),
    );
    const bodies = await Promise.all(answers.map(async (answer) => [answer.status, await answer.text()]));
    // One stored it (201), the other answers with the same file (200), whichever came second.
    expect(bodies.map(([status]) => status).sort(), JSON.stringify(bodies)).toEqual([200, 201]);
    const ids = bodies.map(([, body]) => (JSON.parse(String(body)) as FileRecord).id);
    expect(ids[0]).toBe(ids[1]);

    const rows = await queryRows<{ id: string; sha256: string }>(
      database.db,
      sql`select f.id, f.sha256 from files f join users u on u.id = f.owner_id where u.email = ${email}`,
    );
    expect(rows).toEqual([{ id: ids[0], sha256: sha256(data) }]);
  }, 120_000);
});
