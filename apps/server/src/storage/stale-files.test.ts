import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeStaleFiles, STALE_AFTER_MS } from './stale-files.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'reelhire-stale-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('removing what crashed uploads left behind', () => {
  it('removes files older than a day and keeps uploads that may still be running', async () => {
    const old = path.join(folder, 'crashed');
    const recent = path.join(folder, 'running');
    writeFileSync(old, 'partial');
    writeFileSync(recent, 'partial');
    const dayAndMinuteAgo = (Date.now() - STALE_AFTER_MS - 60_000) / 1000;
    utimesSync(old, dayAndMinuteAgo, dayAndMinuteAgo);
    expect(await removeStaleFiles(folder)).toBe(1);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(recent)).toBe(true);
  });

  it('does nothing for a folder that does not exist yet', async () => {
    expect(await removeStaleFiles(path.join(folder, 'missing'))).toBe(0);
  });
});
