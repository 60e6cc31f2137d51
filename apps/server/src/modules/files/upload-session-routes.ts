import path from 'node:path';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { FILE_KIND_RULES } from '@reelhire/shared/file-kinds';
import { fileRecordSchema } from '@reelhire/shared/file-records';
import {
  createUploadSchema,
  UPLOAD_CHUNK_CONTENT_TYPE,
  UPLOAD_CHUNK_MAX_BYTES,
  uploadIdParamsSchema,
  uploadSessionSchema,
} from '@reelhire/shared/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { describeFile } from './describe-file.ts';
import { abortUpload } from './abort-upload-session.ts';
import { completeUpload } from './complete-upload-session.ts';
import { createUpload } from './create-upload-session.ts';
import { removeStaleUploads } from './remove-stale-uploads.ts';
import { RunningHashes } from './running-hashes.ts';
import { describeUpload, findOwnUpload } from './upload-session-access.ts';
import { writeChunk } from './write-upload-chunk.ts';

export interface UploadSessionRoutesOptions {
  db: Db;
  config: Config;
  /** The configured driver unless given (tests). */
  storage?: StorageDriver;
  /** Upload sessions one user may open per hour. */
  sessionsPerHour?: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/** Stale sessions are swept when the server starts and then at most this often, when a session opens. */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

const offsetHeaderSchema = z
  .object({
    'upload-offset': z
      .string()
      .regex(/^\d{1,15}$/, 'Say where the chunk starts in an Upload-Offset header (bytes)')
      .describe("Where the chunk starts in the file, in bytes: the session's offset"),
  })
  .loose();

const chunkBodySchema = z
  .unknown()
  .meta({ type: 'string', format: 'binary' })
  .describe(`The chunk's bytes, as ${UPLOAD_CHUNK_CONTENT_TYPE}`);

/**
 * Resumable uploads (decision 0039): open a session, send the file in chunks at its offset (asking the
 * offset again after a dropped connection or a reload), complete it into a stored file. Only the session's
 * owner can see or touch it.
 */
export const uploadSessionRoutes: FastifyPluginAsyncZod<UploadSessionRoutesOptions> = async (
  app,
  { db, config, storage = configuredStorage(config), sessionsPerHour = 60 },
) => {
  const tempDir = path.join(config.dataDir, 'tmp', 'uploads');
  const hashes = new RunningHashes();
  let lastSweep = Date.now();
  await removeStaleUploads({ db, storage }).catch((error: unknown) =>
    app.log.warn({ err: error }, 'upload sweep failed'),
  );

  // A chunk is raw bytes, read whole (it is bounded) so that it is stored at once or not at all.
  app.addContentTypeParser(
    UPLOAD_CHUNK_CONTENT_TYPE,
    { parseAs: 'buffer', bodyLimit: UPLOAD_CHUNK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/rest/v1/uploads',
    {
      config: {
        caller: 'user',
        rateLimit: {
          max: sessionsPerHour,
          timeWindow: '1 hour',
          keyGenerator: async (request) => {
            const auth = await request.optionalUser().catch(() => undefined);
            return auth ? `uploads:user:${auth.user.id}` : `uploads:ip:${request.ip}`;
          },
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `You have started too many uploads in the last hour. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
            ),
        },
      },
      schema: {
        tags: ['uploads'],
        summary:
          "Open a resumable upload for a file of a known size (refused at once when over its kind's limit)",
        security: [{ apikey: [], bearer: [] }],
        body: createUploadSchema,
        response: { 201: uploadSessionSchema, ...errors, 413: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      if (FILE_KIND_RULES[request.body.kind].uploadedBy === 'client') await request.requireEntity('client');
      if (Date.now() - lastSweep > SWEEP_EVERY_MS) {
        lastSweep = Date.now();
        await removeStaleUploads({ db, storage });
      }
      const session = await createUpload({ db, storage, ownerId: auth.user.id, upload: request.body });
      return reply.code(201).header('upload-offset', '0').send(session);
    },
  );

  app.get(
    '/api/rest/v1/uploads/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'One of your uploads with its offset (also in Upload-Offset; HEAD answers the header only)',
        security: [{ apikey: [], bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 200: uploadSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      const row = await findOwnUpload(db, request.params.id, auth.user.id);
      return reply
        .header('upload-offset', String(row.offsetBytes))
        .header('cache-control', 'no-store')
        .send(describeUpload(row));
    },
  );

  app.patch(
    '/api/rest/v1/uploads/:id',
    {
      config: { caller: 'user' },
      bodyLimit: UPLOAD_CHUNK_MAX_BYTES,
      schema: {
        tags: ['uploads'],
        summary: `Send the next chunk (${UPLOAD_CHUNK_CONTENT_TYPE}) at the offset; a wrong offset is 409 and changes nothing`,
        security: [{ apikey: [], bearer: [] }],
        consumes: [UPLOAD_CHUNK_CONTENT_TYPE],
        params: uploadIdParamsSchema,
        headers: offsetHeaderSchema,
        body: chunkBodySchema,
        response: { 200: uploadSessionSchema, ...transitionErrors, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      if (!Buffer.isBuffer(request.body)) {
        throw new HttpError(415, `Send the chunk's bytes as ${UPLOAD_CHUNK_CONTENT_TYPE}`);
      }
      try {
        const session = await writeChunk({
          db,
          storage,
          hashes,
          ownerId: auth.user.id,
          id: request.params.id,
          offset: Number(request.headers['upload-offset']),
          chunk: request.body,
        });
        return reply.header('upload-offset', String(session.offset)).send(session);
      } catch (error) {
        const offset = (error as HttpError).fields?.offset;
        if (offset !== undefined) reply.header('upload-offset', String(offset));
        throw error;
      }
    },
  );

  app.post(
    '/api/rest/v1/uploads/:id/complete',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['uploads'],
        summary:
          'Store the uploaded file: the same record as POST /files (201; 200 with the same file when repeated)',
        security: [{ apikey: [], bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 200: fileRecordSchema, 201: fileRecordSchema, ...transitionErrors, 415: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      const { file, created } = await completeUpload({
        db,
        storage,
        hashes,
        tempDir,
        ownerId: auth.user.id,
        id: request.params.id,
      });
      return reply.code(created ? 201 : 200).send(await describeFile({ config, file }));
    },
  );

  app.delete(
    '/api/rest/v1/uploads/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['uploads'],
        summary: 'Abort an open upload and drop its bytes (409 once completed: delete the file instead)',
        security: [{ apikey: [], bearer: [] }],
        params: uploadIdParamsSchema,
        response: { 204: z.null(), ...transitionErrors },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      await abortUpload({ db, storage, hashes, ownerId: auth.user.id, id: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
