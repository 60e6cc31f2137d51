import type { Request } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Resumable uploads end to end (decision 0039): a 40 MB reference clip on the project form goes up in
// chunks with a progress bar; one chunk's connection is cut, and the upload carries on from where the
// server is instead of starting again.

const shoot = screenshotsIn('resumable-upload-shots');
const MB = 1024 * 1024;

/** An MP4's first box, then filler: a video to the server, 40 MB to the browser. */
function clip(size: number): Buffer {
  const file = Buffer.alloc(size, 7);
  file.writeUInt32BE(24, 0);
  file.write('ftypisom', 4, 'latin1');
  file.writeUInt32BE(0x200, 12);
  file.write('isomiso2', 16, 'latin1');
  return file;
}

test('a 40 MB clip goes up in chunks with progress, and resumes after a chunk is cut off', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const client = await freshPage(browser, `10.82.${testInfo.workerIndex}.1`);
  await signIn(client, 'client@reelhire.test');
  await client.goto('/client/dashboard/projects/create');

  // The second chunk's connection is cut once, as a dropped network would.
  const chunks: string[] = [];
  let cut = false;
  await client.route('**/api/rest/v1/uploads/*', async (route, request: Request) => {
    if (request.method() !== 'PATCH') return route.continue();
    const offset = request.headers()['upload-offset'];
    chunks.push(offset ?? '?');
    if (!cut && offset === String(8 * MB)) {
      cut = true;
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  const files = client.getByRole('list', { name: 'Reference files' });
  await client.getByLabel('Choose reference files').setInputFiles({
    name: 'harbour reference.mp4',
    mimeType: 'video/mp4',
    buffer: clip(40 * MB),
  });
  const bar = files.getByRole('progressbar');
  await expect(bar).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 })
    .toBeGreaterThan(0);
  await client.setViewportSize({ width: 390, height: 844 });
  await shoot(client, '01-uploading-390');
  await client.setViewportSize({ width: 1366, height: 900 });
  await shoot(client, '02-uploading-1366');

  // Done: no bar left, the file shows its size.
  await expect(files.getByRole('progressbar')).toHaveCount(0, { timeout: 120_000 });
  await expect(files.getByText('40 MB')).toBeVisible();
  await shoot(client, '03-uploaded-1366');

  // The cut chunk was sent again at the same offset; nothing before it was sent twice.
  expect(cut).toBe(true);
  const offsets = [0, 8, 16, 24, 32].map((n) => String(n * MB));
  expect(chunks).toEqual([offsets[0], offsets[1], offsets[1], ...offsets.slice(2)]);
});
