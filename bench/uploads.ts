// Resumable uploads (decision 0039): a 256 MB file sent in 8 MB chunks through an upload session, against
// the same file in one multipart `POST /api/rest/v1/files` in the same run (the baseline), local disk.

import { MB } from '@reelhire/shared/file-kinds';
import { UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_CONTENT_TYPE } from '@reelhire/shared/uploads';
import { createAccount } from '../apps/server/src/modules/auth/auth-test-kit.ts';
import { startBenchServer } from './bench-server.ts';
import { createTestDatabase } from '../apps/server/src/test/test-database.ts';
import { ANON_KEY } from './http-latency.ts';
import { machineLine, writeResultsSection } from './results-file.ts';

const SIZE = Number(process.env.UPLOAD_MB ?? 256) * MB;
const ROUNDS = 2;
const PASSWORD = 'bench-password';

/** An MP4's first box, then filler: recognised as a video and stored as it is. */
function makeVideo(size: number): Buffer {
  const file = Buffer.alloc(size, 7);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.writeUInt32BE(0x200, 12);
  file.write('isomiso2', 16, 'latin1');
  return file;
}

async function main() {
  const database = await createTestDatabase();
  const server = await startBenchServer(database, 'uploads');
  const base = server.origin;
  try {
    const email = 'bench-uploader@example.test';
    await createAccount(database.db, { email, password: PASSWORD, metadata: { user_type: 'filmmaker' } });
    const signedIn = await fetch(`${base}/api/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    const token = ((await signedIn.json()) as { access_token: string }).access_token;
    const headers = { apikey: ANON_KEY, authorization: `Bearer ${token}` };
    const video = makeVideo(SIZE);

    const single = async () => {
      const form = new FormData();
      form.append('kind', 'deliverable');
      form.append('file', new Blob([video]), 'master.mp4');
      const response = await fetch(`${base}/api/rest/v1/files`, { method: 'POST', headers, body: form });
      if (response.status !== 201) throw new Error(`POST /files answered ${response.status}`);
    };
    const chunked = async () => {
      const opened = await fetch(`${base}/api/rest/v1/uploads`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'deliverable', name: 'master.mp4', size: SIZE }),
      });
      const { id } = (await opened.json()) as { id: string };
      for (let offset = 0; offset < SIZE; offset += UPLOAD_CHUNK_BYTES) {
        const response = await fetch(`${base}/api/rest/v1/uploads/${id}`, {
          method: 'PATCH',
          headers: { ...headers, 'content-type': UPLOAD_CHUNK_CONTENT_TYPE, 'upload-offset': String(offset) },
          body: video.subarray(offset, offset + UPLOAD_CHUNK_BYTES),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`PATCH answered ${response.status}`);
      }
      const done = await fetch(`${base}/api/rest/v1/uploads/${id}/complete`, { method: 'POST', headers });
      if (done.status !== 201) throw new Error(`complete answered ${done.status}`);
    };

    // The best of a few rounds, alternating, so that neither way gets the warmer disk cache.
    const best = { single: Infinity, chunked: Infinity };
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, run] of [
        ['single', single],
        ['chunked', chunked],
      ] as const) {
        const started = performance.now();
        await run();
        best[name] = Math.min(best[name], performance.now() - started);
      }
    }
    const rate = (ms: number) => (SIZE / MB / (ms / 1000)).toFixed(0);
    const markdown = `## Resumable uploads

${machineLine()}

A ${SIZE / MB} MB video as a deliverable to local disk over loopback, best of ${ROUNDS} rounds each: one
multipart \`POST /api/rest/v1/files\` (the baseline) against an upload session sent in
${UPLOAD_CHUNK_BYTES / MB} MB chunks, one after another, then completed (decision 0039).

| way | ms | MB/s | time vs baseline |
| --- | ---: | ---: | ---: |
| one multipart request (baseline) | ${best.single.toFixed(0)} | ${rate(best.single)} | 1.00 |
| ${SIZE / UPLOAD_CHUNK_BYTES} chunks of ${UPLOAD_CHUNK_BYTES / MB} MB + complete | ${best.chunked.toFixed(0)} | ${rate(best.chunked)} | ${(best.chunked / best.single).toFixed(2)} |
`;
    console.log(markdown);
    writeResultsSection({ id: 'uploads', markdown });
  } finally {
    await server.close();
    await database.close();
  }
}

await main();
