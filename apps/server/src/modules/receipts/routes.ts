import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  receiptListQuerySchema,
  receiptListSchema,
  receiptPdfFileName,
  receiptSchema,
} from '@reelhire/shared/receipts';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { listReceipts } from './list-receipts.ts';
import { readableReceipt, serializeReceipt } from './receipt-record.ts';
import { renderReceiptPdf } from './receipt-pdf.ts';

const idParams = idParamsSchema('receipt');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Receipts (issue 14, decision 0044): issued by the movements that pay for work (fundings, releases,
 * refunds), readable by the booking's two parties and admins, as JSON or a PDF.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/receipts',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['receipts'],
        summary: 'Receipts issued to the caller, newest first; or every receipt of one of their bookings',
        querystring: receiptListQuerySchema,
        response: { 200: receiptListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await hiringCaller(request);
      return listReceipts({ db, caller, query: request.query });
    },
  );

  app.get(
    '/receipts/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['receipts'],
        summary: "One receipt, for its booking's client or filmmaker or an admin (anyone else: 404)",
        params: idParams,
        response: { 200: receiptSchema, ...errors },
      },
    },
    async (request) =>
      serializeReceipt(await readableReceipt(db, request.params.id, await hiringCaller(request))),
  );

  app.get(
    '/receipts/:id/pdf',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['receipts'],
        summary: 'One receipt as a PDF, for the same callers as the receipt',
        produces: ['application/pdf'],
        params: idParams,
        response: { 200: z.unknown().describe('The receipt as a PDF (application/pdf)'), ...errors },
      },
    },
    async (request, reply) => {
      const receipt = serializeReceipt(
        await readableReceipt(db, request.params.id, await hiringCaller(request)),
      );
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          contentDisposition(receiptPdfFileName(receipt.number), { type: 'attachment' }),
        )
        .header('cache-control', 'private, no-store')
        .send(await renderReceiptPdf(receipt));
    },
  );
};
