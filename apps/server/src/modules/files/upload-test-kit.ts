import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { FileRecord } from '@reelhire/shared/file-records';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/test-app.ts';
import { signedInAccount } from '../auth/auth-test-kit.ts';

// Test support for the files routes: accounts with tokens, multipart bodies, and what is left on disk.

export interface SignedInUser {
  id: string;
  token: string;
}

export async function signIn(t: TestApp, email: string, userType: string): Promise<SignedInUser> {
  return signedInAccount(t, { email, metadata: { user_type: userType } });
}

export type MultipartPart =
  { name: string; value: string } | { name: string; filename: string; type?: string; data: Buffer };

export function multipartBody(parts: MultipartPart[]) {
  const boundary = `----reelhire${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      const type = part.type === undefined ? '' : `Content-Type: ${part.type}\r\n`;
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n${type}\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  token?: string | undefined;
  kind?: string;
  /** Send the kind as a form field before the file instead of in the query. */
  kindAsField?: boolean;
  name: string;
  type?: string;
  data: Buffer;
}

export function upload(t: TestApp, { token, kind, kindAsField, name, type, data }: UploadOptions) {
  const parts: MultipartPart[] = [];
  if (kind && kindAsField) parts.push({ name: 'kind', value: kind });
  parts.push({ name: 'file', filename: name, type, data });
  const { payload, contentType } = multipartBody(parts);
  const query = kind && !kindAsField ? `?kind=${encodeURIComponent(kind)}` : '';
  return t.app.inject({
    method: 'POST',
    url: `/api/rest/v1/files${query}`,
    headers: {
      apikey: t.anonKey,
      'content-type': contentType,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}

/** Uploads and expects success; returns the record. */
export async function uploaded(t: TestApp, options: UploadOptions): Promise<FileRecord> {
  const response = await upload(t, options);
  if (response.statusCode !== 201) {
    throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  }
  return response.json<FileRecord>();
}

/** GET a signed link the way a browser does: no API key, no session. */
export function fetchLink(
  t: TestApp,
  url: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  // Local links are relative to the site.
  const parsed = new URL(url, 'http://localhost');
  return t.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}`, headers });
}

/** Every file the storage and the upload staging have on disk, relative to DATA_DIR. */
export function storedFiles(t: TestApp): string[] {
  const found: string[] = [];
  for (const folder of ['uploads', 'tmp']) {
    const root = path.join(t.config.dataDir, folder);
    if (!existsSync(root)) continue;
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        found.push(path.relative(t.config.dataDir, path.join(entry.parentPath, entry.name)));
    }
  }
  return found.sort();
}
