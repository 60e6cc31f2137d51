import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
  S3ServiceException,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
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

export function createS3Client(options: S3StorageOptions): S3Client {
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

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** The S3-compatible driver, chosen when S3_BUCKET and its keys are configured. */
export function createS3Storage(options: S3StorageOptions, client = createS3Client(options)): StorageDriver {
  const { bucket } = options;

  return {
    name: 's3',

    // Resumable uploads map onto S3's own multipart upload: one part per chunk, assembled by S3 itself.
    chunked: {
      async begin(key: string, { contentType }: PutOptions) {
        assertStorageKey(key);
        const result = await client.send(
          new CreateMultipartUploadCommand({ Bucket: bucket, Key: key, ContentType: contentType }),
        );
        if (!result.UploadId) throw new Error('S3 started a multipart upload without an id');
        return result.UploadId;
      },
      async writePart(key: string, uploadId: string, { number, body }) {
        assertStorageKey(key);
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
        try {
          await client.send(
            new AbortMultipartUploadCommand({ Bucket: bucket, Key: key, UploadId: uploadId }),
          );
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      },
    },

    async put(key: string, body: Readable, { contentType }: PutOptions) {
      assertStorageKey(key);
      // A multipart upload for streams of unknown length; when the body fails (over its size limit), the
      // SDK aborts the multipart upload so no parts are left behind, and the body's error is rethrown.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: body, ContentType: contentType },
        partSize: PART_SIZE,
        queueSize: QUEUE_SIZE,
        leavePartsOnError: false,
      });
      let bodyError: unknown;
      body.once('error', (error) => (bodyError = error));
      try {
        await upload.done();
      } catch (error) {
        // The caller needs the body's own error (too large, wrong type), not the SDK's wrapping of it.
        throw bodyError ?? error;
      }
    },

    async getStream(key: string, range?: ByteRange) {
      assertStorageKey(key);
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
        if (isNotFound(error)) throw new StorageObjectNotFound(key);
        throw error;
      }
    },

    async delete(key: string) {
      assertStorageKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async head(key: string): Promise<StoredObject | undefined> {
      assertStorageKey(key);
      try {
        const result = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: result.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async presignedUrl(key: string, link: PresignOptions) {
      assertStorageKey(key);
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
