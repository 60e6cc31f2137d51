import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { normalizeIP } from '@fastify/rate-limit';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { FILE_KIND_RULES, isFileKind, unknownFileKindMessage } from '@reelhire/shared/file-kinds';
import { fileIdParamsSchema, fileRecordSchema } from '@reelhire/shared/file-records';
import { SINGLE_REQUEST_MAX_BYTES } from '@reelhire/shared/uploads';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import { removeStaleFiles } from '../../storage/stale-files.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteFile } from './delete-file.ts';
import { describeFile } from './describe-file.ts';
import { getFile } from './get-file.ts';
import { openSignedFile } from './open-signed-file.ts';
import { uploadFile } from './upload-file.ts';
import { uploadSessionRoutes } from './upload-session-routes.ts';

export interface FileRoutesOptions {
  db: Db;
  config: Config;
  /** The configured driver unless given (tests). */
  storage?: StorageDriver;
  /** Uploads one user may make per hour. */
  uploadsPerHour?: number;
}

/** The largest file one request may carry (larger ones use a resumable upload, decision 0039). */
const LARGEST_FILE = Math.min(
  Math.max(...Object.values(FILE_KIND_RULES).map((rule) => rule.maxBytes)),
  SINGLE_REQUEST_MAX_BYTES,
);

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

const signedLinkQuerySchema = z
  .object({ variant: z.string(), expires: z.string(), signature: z.string() })
  .partial()
  .loose();

/** Streams are sent as they are; the schema only documents the answer. */
const fileBytesSchema = z.unknown().describe('The file (or the requested byte range)');

const uploadFormSchema = z
  .object({
    kind: z.string().optional().describe('The kind of file, when not given in the query'),
    file: z.unknown().meta({ type: 'string', format: 'binary' }).describe('The file, last in the form'),
  })
  .nullish();

/** An error's own HTTP status (the multipart plugin's limits carry 413), if it has one. */
const statusOf = (error: unknown) => (error as { statusCode?: number } | null)?.statusCode;

const incompleteUpload = () =>
  new HttpError(400, 'The upload is incomplete: the request ended before the file did. Please try again.');

/** Uploads, file records with signed links, and the signed links themselves. */
export const fileRoutes: FastifyPluginAsyncZod<FileRoutesOptions> = async (
  app,
  { db, config, storage = configuredStorage(config), uploadsPerHour = 60 },
) => {
  const tempDir = path.join(config.dataDir, 'tmp', 'uploads');
  // A crash mid-upload leaves its partial file; they are swept when the server starts.
  await Promise.all([removeStaleFiles(tempDir), storage.removeStalePartials?.()]);

  // Only this plugin parses multipart. Busboy's own cap is the largest kind's; each kind's limit is applied
  // while streaming, so that the refusal can name it.
  // Resumable uploads (decision 0039), on the same storage; their own plugin keeps their body parser apart.
  await app.register(uploadSessionRoutes, { db, config, storage });

  await app.register(fastifyMultipart, {
    limits: { files: 1, fileSize: LARGEST_FILE + 1, fields: 5, fieldSize: 1024, parts: 8, headerPairs: 50 },
  });

  /**
   * Counted per signed-in user (several people can share one address); anonymous calls per IP. The handler's
   * requireUser reuses this lookup, so the key costs no extra query.
   */
  const uploaderKey = async (request: FastifyRequest) => {
    // A bad token is counted by address: the handler answers 401 or 403 anyway.
    const auth = await request.optionalUser().catch(() => undefined);
    return auth ? `files:user:${auth.user.id}` : `files:ip:${normalizeIP(request.ip)}`;
  };

  app.post(
    '/api/rest/v1/files',
    {
      config: {
        caller: 'user',
        rateLimit: {
          max: uploadsPerHour,
          timeWindow: '1 hour',
          keyGenerator: uploaderKey,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `You have uploaded too many files in the last hour. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
            ),
        },
      },
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart/form-data, field "file"; "kind" as a query or an earlier field)',
        consumes: ['multipart/form-data'],
        security: [{ apikey: [], bearer: [] }],
        querystring: z.object({ kind: z.string().optional() }).loose(),
        // Documents the form for the OpenAPI document; the parts are read as a stream in the handler, so
        // the parsed body that this checks is always empty (null).
        body: uploadFormSchema,
        response: {
          201: fileRecordSchema,
          ...errors,
          413: apiErrorSchema,
          415: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      if (!request.isMultipart()) {
        throw new HttpError(400, 'Send the file as multipart/form-data in a field named "file"');
      }
      const part = await request.file().catch((error: unknown) => {
        throw statusOf(error) ? error : incompleteUpload();
      });
      if (!part) throw new HttpError(400, 'No file in the request: send it in a field named "file"');
      // The file stream fails when the body ends before the form does (a cut-off or malformed upload); the
      // parser may have failed it already (the whole body had arrived) or fail it while we read.
      let bodyError: unknown = part.file.errored;
      part.file.once('error', (error) => {
        bodyError ??= error;
      });
      try {
        if (part.fieldname !== 'file') {
          throw new HttpError(
            400,
            `Send the file in a field named "file", not "${part.fieldname.slice(0, 40)}"`,
          );
        }
        const field = part.fields.kind;
        const fromField =
          field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
        const kind = request.query.kind ?? fromField;
        if (!isFileKind(kind)) throw new HttpError(400, unknownFileKindMessage(kind));
        // 403 no_client_profile (no_filmmaker_profile) for anyone else, before a byte is stored.
        const uploader = FILE_KIND_RULES[kind].uploadedBy;
        if (uploader) await request.requireEntity(uploader);

        const file = await uploadFile({
          db,
          storage,
          tempDir,
          ownerId: auth.user.id,
          kind,
          file: { stream: part.file, fileName: part.filename, claimedType: part.mimetype },
        });
        return reply.code(201).send(await describeFile({ config, file }));
      } catch (error) {
        if (!part.file.readableEnded) {
          part.file.destroy();
          // The rest of the body is not wanted: closing the connection spares the client sending it all.
          reply.header('connection', 'close');
        }
        bodyError ??= part.file.errored;
        throw bodyError && !statusOf(bodyError) && !statusOf(error) ? incompleteUpload() : error;
      }
    },
  );

  app.get(
    '/api/rest/v1/files/:id',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['files'],
        summary: 'A file with fresh signed links (public files: anyone; private: the owner and admins)',
        security: [{ apikey: [] }, { apikey: [], bearer: [] }],
        params: fileIdParamsSchema,
        response: { 200: fileRecordSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await request.optionalUser();
      return getFile({ db, config, id: request.params.id, viewer });
    },
  );

  app.delete(
    '/api/rest/v1/files/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['files'],
        summary: 'Delete one of your files (409 while an identity verification keeps it)',
        security: [{ apikey: [], bearer: [] }],
        params: fileIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      await deleteFile({ db, storage, id: request.params.id, userId: auth.user.id, log: request.log });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/files/:id',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['files'],
        summary: 'The file behind a signed link (no API key: the signature is the permission)',
        security: [],
        // Any id: the signature decides, and a link that is not ours is "This link is not valid" (403).
        params: z.object({ id: z.string() }),
        querystring: signedLinkQuerySchema,
        response: {
          200: fileBytesSchema,
          206: fileBytesSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          416: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const opened = await openSignedFile({
        db,
        config,
        storage,
        id: request.params.id,
        query: request.query,
        range: request.headers.range,
      });
      reply.code(opened.status).headers(opened.headers);
      if (!opened.body) return reply.send({ error: 'The requested range is outside the file' });
      return reply.send(opened.body);
    },
  );
};
