import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { MB } from '@reelhire/shared/file-kinds';
import type { FileRecord } from '@reelhire/shared/file-records';
import { UPLOAD_CHUNK_CONTENT_TYPE, type UploadSession } from '@reelhire/shared/uploads';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { uploadSessions } from '../../db/schema/uploads.ts';
import { killServer, startServer, waitFor, within, type ServerProcess } from '../../test/server-process.ts';
import { TEST_ANON_KEY } from '../../test/test-app.ts';
import { createAccount } from '../auth/auth-test-kit.ts';
import { makeIsoMedia } from './file-fixtures.ts';

// Decision 0069: the server process is killed (SIGKILL: no shutdown of its own) in the middle of a
// resumable upload (decision 0039), with a chunk half received. A new process on the same DATA_DIR and database is asked where the upload stands, as the web app asks
// after a dropped connection, and the upload carries on from there into one file with exactly the bytes
// sent, one file record, and no partial file left behind.

const email = 'killed.upload@example.com';
const password = 'correct-horse';
const CHUNK = 5 * MB;

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-upload-kill-'));
  // The embedded database in DATA_DIR, as a single-process install runs it: both processes use it in turn.
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await createAccount(database.db, { email, password, metadata: { user_type: 'filmmaker' } });
  await database.close();
});
afterAll(async () => {
  await killServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

const headersFor = (token: string) => ({ apikey: TEST_ANON_KEY, authorization: `Bearer ${token}` });

/** Where the upload stands, as a client asks before resuming (decision 0039). */
async function offsetOf(origin: string, token: string, id: string): Promise<number> {
  const response = await fetch(`${origin}/api/rest/v1/uploads/${id}`, { headers: headersFor(token) });
  expect(response.status).toBe(200);
  const session = (await response.json()) as UploadSession;
  expect(response.headers.get('upload-offset')).toBe(String(session.offset));
  return session.offset;
}

async function sendChunk(origin: string, token: string, id: string, offset: number, chunk: Buffer) {
  const response = await fetch(`${origin}/api/rest/v1/uploads/${id}`, {
    method: 'PATCH',
    headers: {
      ...headersFor(token),
      'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
      'upload-offset': String(offset),
    },
    body: chunk,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as UploadSession).offset;
}

/**
 * A chunk of which only the first `sentBytes` go out; the request stays open (the server reading its body)
 * until the process is killed. Resolves once the server has logged the request, i.e. it is in flight there.
 */
async function chunkInFlight(
  target: ServerProcess,
  token: string,
  id: string,
  offset: number,
  chunk: Buffer,
  sentBytes: number,
): Promise<{ ended: Promise<string> }> {
  const logged = () =>
    target
      .output()
      .split('\n')
      .filter((line) => line.includes('PATCH') && line.includes(`/api/rest/v1/uploads/${id}`)).length;
  const seen = logged();
  const request = http.request(`${target.origin}/api/rest/v1/uploads/${id}`, {
    method: 'PATCH',
    agent: false,
    headers: {
      ...headersFor(token),
      'content-type': UPLOAD_CHUNK_CONTENT_TYPE,
      'content-length': chunk.length,
      'upload-offset': String(offset),
    },
  });
  const ended = new Promise<string>((resolve) => {
    request.on('response', (response) => resolve(`answered ${response.statusCode}`));
    request.on('error', (error) => resolve(`cut off: ${error.message}`));
  });
  request.write(chunk.subarray(0, sentBytes));
  await waitFor('the server to log the chunk in flight', () => (logged() > seen ? true : undefined));
  return { ended };
}

async function kill(target: ServerProcess) {
  target.child.kill('SIGKILL');
  const { signal } = await within('the killed server to exit', target.exited);
  expect(signal).toBe('SIGKILL');
}

test('an upload cut off by a killed server resumes from the offset the new process tells', async () => {
  // A film cut: an MP4 head, then random bytes (so the hash says whether every byte landed where it should).
  const head = makeIsoMedia('isom');
  const data = Buffer.concat([head, randomBytes(4 * CHUNK + 1234 - head.length)]);
  const chunkAt = (offset: number) => data.subarray(offset, Math.min(offset + CHUNK, data.length));

  server = await startServer(dataDir);
  let token = await signIn(server.origin);
  const opened = await fetch(`${server.origin}/api/rest/v1/uploads`, {
    method: 'POST',
    headers: { ...headersFor(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      kind: 'deliverable',
      name: 'final-cut.mp4',
      size: data.length,
      type: 'video/mp4',
    }),
  });
  expect(opened.status).toBe(201);
  const { id } = (await opened.json()) as UploadSession;

  // Two chunks stored, the third half received when the process is killed.
  let offset = 0;
  for (let i = 0; i < 2; i += 1) offset = await sendChunk(server.origin, token, id, offset, chunkAt(offset));
  expect(offset).toBe(2 * CHUNK);
  const halfSent = await chunkInFlight(server, token, id, offset, chunkAt(offset), CHUNK / 2);
  await kill(server);
  expect(await within('the cut-off chunk to end', halfSent.ended)).toMatch(/^cut off/);

  // A new process on the same DATA_DIR: the half chunk was never taken, the upload is where it was.
  server = await startServer(dataDir);
  token = await signIn(server.origin);
  offset = await offsetOf(server.origin, token, id);
  expect(offset).toBe(2 * CHUNK);
  while (offset < data.length) offset = await sendChunk(server.origin, token, id, offset, chunkAt(offset));

  const completed = await fetch(`${server.origin}/api/rest/v1/uploads/${id}/complete`, {
    method: 'POST',
    headers: headersFor(token),
  });
  expect(completed.status, await completed.clone().text()).toBe(201);
  const file = (await completed.json()) as FileRecord;
  expect(file).toMatchObject({ size_bytes: data.length, mime_type: 'video/mp4' });

  // The file as a client downloads it is exactly the bytes sent.
  const download = await fetch(new URL(file.url, server.origin), { headers: headersFor(token) });
  expect(download.status).toBe(200);
  expect(sha256(Buffer.from(await download.arrayBuffer()))).toBe(sha256(data));

  // Nothing half-written is left: no partial upload, no staged file.
  const leftovers = ['uploads/.incoming', 'tmp/uploads'].flatMap((folder) => {
    const full = path.join(dataDir, folder);
    return existsSync(full) ? readdirSync(full).map((name) => `${folder}/${name}`) : [];
  });
  expect(leftovers).toEqual([]);

  // One file record for the upload, with the right hash (the embedded database is read once it is free).
  server.child.kill('SIGTERM');
  expect((await within('the server to stop', server.exited, 30_000)).code).toBe(0);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const [session] = await database.db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
    expect(session).toMatchObject({ status: 'completed', fileId: file.id, offsetBytes: data.length });
    const rows = await database.db.select().from(files).where(eq(files.ownerId, session!.ownerId));
    expect(rows.map((row) => ({ id: row.id, sha256: row.sha256, size: row.sizeBytes }))).toEqual([
      { id: file.id, sha256: sha256(data), size: data.length },
    ]);
  } finally {
    await database.close();
  }
}, 150_000);
