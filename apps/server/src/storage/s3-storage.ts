import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertStorageKey } from './storage-keys.ts';
import {
  StorageObjectNotFound,
  type ByteRange,
  type PresignOptions,
  type PutOptions,
  type StorageDriver,
  type StoredObject,
  type StoredPart,
} from './storage-driver.ts';

export interface S3StorageOptions {
  /** Any S3-compatible service (MinIO, R2, B2...) when set; AWS itself when not. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Parts of a multipart upload: memory use per upload is at most PART_SIZE * QUEUE_SIZE. */
const PART_SIZE = 8 * 1024 * 1024;
const QUEUE_SIZE = 2;

/**
 * The AWS SDK, loaded when S3 is first used: its 200-odd modules cost a start that stores files on disk
 * a fifth of a second (decision 0082).
 */
let sdkLoaded: ReturnType<typeof loadSdk> | undefined;
async function loadSdk() {
  const [s3, storage, presigner] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
    import('@aws-sdk/s3-request-presigner'),
  ]);
  return { ...s3, Upload: storage.Upload, getSignedUrl: presigner.getSignedUrl };
}
const sdk = () => (sdkLoaded ??= loadSdk());

export async function createS3Client(options: S3StorageOptions): Promise<S3Client> {
  const { S3Client } = await sdk();
  return new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Self-hosted services answer on one host name, not one per bucket.
    forcePathStyle: Boolean(options.endpoint),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // The SDK's default checksums (CRC trailers on every upload) are refused by several S3-compatible
    // services; checksums are still sent where S3 requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

async function isNotFound(error: unknown): Promise<boolean> {
  const { NoSuchKey, NotFound, S3ServiceException } = await sdk();
  return (
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
  );
}

/** The S3-compatible driver, chosen when S3_BUCKET and its keys are configured. */
export function createS3Storage(options: S3StorageOptions, givenClient?: S3Client): StorageDriver {
  const { bucket } = options;
  let clientMade: Promise<S3Client> | undefined;
  /** The SDK and the client together, made on first use. */
  const connect = async () => {
    const loaded = await sdk();
    const client = await (clientMade ??= givenClient
      ? Promise.resolve(givenClient)
      : createS3Client(options));
    return { ...loaded, client };
  };

  return {
    name: 's3',

    // Resumable uploads map onto S3's own multipart upload: one part per chunk, assembled by S3 itself.
    chunked: {
      async begin(key: string, { contentType }: PutOptions) {
        assertStorageKey(key);
        const { client, CreateMultipartUploadCommand } = await connect();
        const result = await client.send(
          new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        );
        if (!result.UploadId) throw new Error('S3 started a multipart upload without an id');
        return result.UploadId;
      },
      async writePart(key: string, uploadId: string, { number, body }) {
        assertStorageKey(key);
        const { client, UploadPartCommand } = await connect();
        const result = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            PartNumber: number,
            Body: body,
            ContentLength: body.length,
          }),
        );
        return { number, etag: result.ETag ?? '' };
      },
      async finish(key: string, uploadId: string, parts: readonly StoredPart[]) {
        assertStorageKey(key);
        const { client, CompleteMultipartUploadCommand } = await connect();
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket: bucket,
            Key: key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.number, ETag: part.etag })) },
          }),
        );
      },
      async abort(key: string, uploadId: string) {
        assertStorageKey(key);
        const { client, AbortMultipartUploadCommand } = await connect();
        try {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
          );
        } catch (error) {
          if (!(await isNotFound(error))) throw error;
        }
      },
    },

    async put(key: string, body: Readable, { contentType }: PutOptions) {
      assertStorageKey(key);
      // Heard from the start: the body may fail while the SDK loads.
      let bodyError: unknown;
      body.once('error', (error) => (bodyError = error));
      const { client, Upload } = await connect();
      // A multipart upload for streams of unknown length; when the body fails (over its size limit), the
      // SDK aborts the multipart upload so no parts are left behind, and the body's error is rethrown.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The caller needs the body's own error (too large, wrong type), not the SDK's wrapping of it.
        throw bodyError ?? error;
      }
    },

    async getStream(key: string, range?: ByteRange) {
      assertStorageKey(key);
      const { client, GetObjectCommand } = await connect();
      try {
        const result = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        if (!(result.Body instanceof Readable)) throw new Error('S3 answered without a readable body');
        return result.Body;
      } catch (error) {
        if (await isNotFound(error)) throw new StorageObjectNotFound(key);
        throw error;
      }
    },

    async delete(key: string) {
      assertStorageKey(key);
      const { client, DeleteObjectCommand } = await connect();
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async head(key: string): Promise<StoredObject | undefined> {
      assertStorageKey(key);
      const { client, HeadObjectCommand } = await connect();
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: result.ContentLength ?? 0 };
      } catch (error) {
        if (await isNotFound(error)) return undefined;
        throw error;
      }
    },

    async presignedUrl(key: string, link: PresignOptions) {
      assertStorageKey(key);
      const { client, getSignedUrl, GetObjectCommand } = await connect();
      // Signed locally (no request to S3). The response headers ride in the signed query, so the browser
      // gets the same type, disposition and caching as from our own links.
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ResponseContentType: link.contentType,
          ResponseContentDisposition: link.contentDisposition,
          ResponseCacheControl: link.cacheControl,
        }),
        { expiresIn: link.expiresInSeconds },
      );
    },
  };
}
