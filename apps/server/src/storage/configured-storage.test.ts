import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { configuredStorage, fileLinkOrigins } from './configured-storage.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'reelhire-configured-storage-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const configWith = (env: Record<string, string>) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...env }, dataDir);

const s3Keys = { S3_BUCKET: 'reelhire-media', S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('the configured storage', () => {
  it('is local disk by default, with same-origin links', async () => {
    const config = configWith({});
    expect(configuredStorage(config).name).toBe('local');
    expect(configuredStorage(config)).toBe(configuredStorage(config));
    expect(await fileLinkOrigins(config)).toEqual([]);
  });

  it('is S3 when S3_* is set, linking to the bucket on AWS or to the given endpoint', async () => {
    const aws = configWith({ ...s3Keys, S3_REGION: 'eu-central-1' });
    expect(configuredStorage(aws).name).toBe('s3');
    expect(await fileLinkOrigins(aws)).toEqual(['https://reelhire-media.s3.eu-central-1.amazonaws.com']);

    const minio = configWith({ ...s3Keys, S3_ENDPOINT: 'https://files.example.com:9000' });
    expect(await fileLinkOrigins(minio)).toEqual(['https://files.example.com:9000']);
  });
});
