import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Test support: the few S3 calls our driver makes (objects, multipart uploads, ranges, presigned reads),
// answered in memory on a local port, so the S3 driver is tested through the real SDK without a network.
// Signatures are not checked; path-style addressing (/bucket/key) only, as forcePathStyle sends.

export interface FakeS3Object {
  body: Buffer;
  contentType: string | undefined;
}

export interface FakeS3Server {
  endpoint: string;
  bucket: string;
  objects: Map<string, FakeS3Object>;
  /** Multipart uploads started and neither completed nor aborted. */
  openUploads: Map<string, { key: string; parts: Map<number, Buffer> }>;
  /** Every request as `METHOD /path?query`, for asserting what the SDK sent. */
  requests: string[];
  close(): Promise<void>;
}

const etag = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const streaming = String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');
  return streaming ? decodeAwsChunked(raw) : raw;
}

/** The SDK's aws-chunked framing (`<hex size>[;signature]\r\n<bytes>\r\n`... ending with a 0-size chunk). */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', offset);
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}

function xml(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(`<?xml version="1.0" encoding="UTF-8"?>${body}`);
}

const noSuchKey = (response: ServerResponse, key: string) =>
  xml(response, 404, `<Error><Code>NoSuchKey</Code><Message>No such key</Message><Key>${key}</Key></Error>`);

export async function startFakeS3Server(bucket = 'reelhire-test'): Promise<FakeS3Server> {
  const objects = new Map<string, FakeS3Object>();
  const openUploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const requests: string[] = [];

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: Error) => {
      response.writeHead(500);
      response.end(error.message);
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    const [, bucketName, ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    if (bucketName !== bucket) {
      return xml(response, 404, '<Error><Code>NoSuchBucket</Code><Message>No such bucket</Message></Error>');
    }
    const query = url.searchParams;
    const uploadId = query.get('uploadId');

    if (request.method === 'POST' && query.has('uploads')) {
      const id = randomUUID();
      openUploads.set(id, { key, parts: new Map() });
      return xml(
        response,
        200,
        `<InitiateMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (request.method === 'PUT' && uploadId) {
      const upload = openUploads.get(uploadId);
      if (!upload)
        return xml(
          response,
          404,
          '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>',
        );
      const body = await readBody(request);
      upload.parts.set(Number(query.get('partNumber')), body);
      response.writeHead(200, { etag: etag(body) });
      return response.end();
    }
    if (request.method === 'POST' && uploadId) {
      const listing = (await readBody(request)).toString('utf8');
      const upload = openUploads.get(uploadId);
      if (!upload)
        return xml(
          response,
          404,
          '<Error><Code>NoSuchUpload</Code><Message>No such upload</Message></Error>',
        );
      // As S3 does: the object is the listed parts, in order, each matching its ETag, all but the last at
      // least 5 MiB.
      const listed = [...listing.matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map(([, part]) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(part!)?.[1]),
        etag: /<ETag>([^<]*)<\/ETag>/.exec(part!)?.[1]?.replaceAll('&quot;', '"'),
      }));
      const ordered: Buffer[] = [];
      for (const [index, { number, etag: tag }] of listed.entries()) {
        const part = upload.parts.get(number);
        if (!part || tag !== etag(part)) {
          return xml(response, 400, '<Error><Code>InvalidPart</Code><Message>Invalid part</Message></Error>');
        }
        if (index < listed.length - 1 && part.length < 5 * 1024 * 1024) {
          return xml(response, 400, '<Error><Code>EntityTooSmall</Code><Message>Too small</Message></Error>');
        }
        ordered.push(part);
      }
      const body = Buffer.concat(ordered);
      objects.set(key, { body, contentType: request.headers['content-type'] });
      openUploads.delete(uploadId);
      return xml(
        response,
        200,
        `<CompleteMultipartUploadResult><Bucket>${bucket}</Bucket><Key>${key}</Key><ETag>${etag(body)}</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (request.method === 'DELETE' && uploadId) {
      openUploads.delete(uploadId);
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'PUT') {
      const body = await readBody(request);
      objects.set(key, { body, contentType: request.headers['content-type'] });
      response.writeHead(200, { etag: etag(body) });
      return response.end();
    }
    if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return response.end();
    }
    if (request.method === 'HEAD' || request.method === 'GET') {
      const object = objects.get(key);
      if (!object) {
        if (request.method === 'HEAD') {
          response.writeHead(404);
          return response.end();
        }
        return noSuchKey(response, key);
      }
      const headers: Record<string, string> = {
        'content-type':
          query.get('response-content-type') ?? object.contentType ?? 'application/octet-stream',
        etag: etag(object.body),
        'accept-ranges': 'bytes',
      };
      const disposition = query.get('response-content-disposition');
      if (disposition) headers['content-disposition'] = disposition;
      const cacheControl = query.get('response-cache-control');
      if (cacheControl) headers['cache-control'] = cacheControl;
      const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      let body = object.body;
      let status = 200;
      if (range) {
        const start = Number(range[1]);
        const end = Math.min(Number(range[2]), object.body.length - 1);
        body = object.body.subarray(start, end + 1);
        headers['content-range'] = `bytes ${start}-${end}/${object.body.length}`;
        status = 206;
      }
      headers['content-length'] = String(body.length);
      response.writeHead(status, headers);
      return response.end(request.method === 'HEAD' ? undefined : body);
    }
    response.writeHead(405);
    response.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    objects,
    openUploads,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
