import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  documentListQuerySchema,
  documentListSchema,
  paperworkInputSchema,
  paperworkSchema,
} from '@reelhire/shared/documents';
import { create as contentDisposition } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { createPaperwork } from './create-paperwork.ts';
import { deletePaperwork } from './delete-paperwork.ts';
import { getContractPdf } from './get-contract-pdf.ts';
import { listDocuments, type DocumentOwner } from './list-documents.ts';
import { readablePaperwork, serializePaperwork } from './paperwork-record.ts';
import { transitionPaperwork } from './transition-paperwork.ts';

const idParams = idParamsSchema('document');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const pdfSchema = z.unknown().describe('The contract as a PDF (application/pdf)');

/** Another member's documents, for an admin: the marketplace records their user id is a party through. */
async function documentOwnerOf(db: Db, userId: string): Promise<DocumentOwner> {
  const [[client], [filmmaker]] = await Promise.all([
    db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId)),
    db.select({ id: filmmakers.id }).from(filmmakers).where(eq(filmmakers.userId, userId)),
  ]);
  return { userId, clientId: client?.id ?? null, filmmakerId: filmmaker?.id ?? null };
}

/**
 * Documents (issue 13, decision 0037): a member's contracts as PDFs made on request, and their private
 * paperwork (tax forms, releases, insurance) that only they and admins can open.
 */
export const documentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  storage?: StorageDriver;
}> = async (app, { db, config, storage = configuredStorage(config) }) => {
  app.get(
    '/documents',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['documents'],
        summary: "The caller's documents: contracts they are a party to and their paperwork, newest first",
        description:
          'Contracts as either party (a `both` account sees both sides) and the caller’s active paperwork, ' +
          'or only one `type`. `archived=true` lists archived paperwork instead (contracts are never ' +
          'archived). An admin may name another member with `owner` (their user id); anyone else naming ' +
          'someone else gets 404. Paperwork carries its file with links signed for an hour.',
        querystring: documentListQuerySchema,
        response: { 200: documentListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await hiringCaller(request);
      const { owner, type, archived, after, limit } = request.query;
      let whose: DocumentOwner = caller;
      if (owner && owner !== caller.userId) {
        if (!caller.admin) throw notFound('No such member');
        whose = await documentOwnerOf(db, owner);
      }
      return listDocuments({ db, config, owner: whose, query: { type, archived, after, limit } });
    },
  );

  app.post(
    '/documents',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['documents'],
        summary: 'File one of your `private_document` uploads as paperwork, with a category and a title',
        body: paperworkInputSchema,
        response: { 201: paperworkSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser();
      const created = await createPaperwork({ db, config, userId: user.id, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/documents/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['documents'],
        summary: 'One piece of paperwork with fresh signed links, for its owner or an admin (else 404)',
        params: idParams,
        response: { 200: paperworkSchema, ...errors },
      },
    },
    async (request) => {
      const { userId, admin } = await hiringCaller(request);
      return serializePaperwork(config, await readablePaperwork(db, request.params.id, { userId, admin }));
    },
  );

  for (const transition of ['archive', 'restore'] as const) {
    app.post(
      `/documents/:id/${transition}`,
      {
        config: { caller: 'user' },
        schema: {
          tags: ['documents'],
          summary:
            transition === 'archive'
              ? 'Archive your paperwork: kept, out of the list (409 if already archived)'
              : 'Restore archived paperwork to the list (409 if it is not archived)',
          params: idParams,
          response: { 200: paperworkSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) => {
        const { user } = await request.requireUser();
        return transitionPaperwork({ db, config, userId: user.id, id: request.params.id, transition });
      },
    );
  }

  app.delete(
    '/documents/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['documents'],
        summary: 'Delete your paperwork and its file for good',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser();
      await deletePaperwork({ db, storage, userId: user.id, id: request.params.id, log: request.log });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/contracts/:id/pdf',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['contracts', 'documents'],
        summary: 'A contract as a PDF, for either party or an admin (anyone else: 404)',
        produces: ['application/pdf'],
        params: idParams,
        response: { 200: pdfSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pdf = await getContractPdf({ db, caller: await hiringCaller(request), id: request.params.id });
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(pdf.fileName, { type: 'attachment' }))
        .header('cache-control', 'private, no-store')
        .send(pdf.body);
    },
  );
};
