import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  adminVerificationListSchema,
  adminVerificationSchema,
  adminVerificationsQuerySchema,
  myVerificationSchema,
  rejectVerificationSchema,
  submitVerificationSchema,
  verificationIdParamsSchema,
  verificationRoleQuerySchema,
  verificationSubmissionSchema,
} from '@reelhire/shared/verification';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileRefs } from '../files/sign-file-refs.ts';
import { approveVerification } from './approve-verification.ts';
import { getMyVerification } from './get-my-verification.ts';
import { listVerifications } from './list-verifications.ts';
import { rejectVerification } from './reject-verification.ts';
import { submitVerification } from './submit-verification.ts';

export interface VerificationRoutesOptions {
  config: Config;
  db: Db;
}

/**
 * Identity documents are the most sensitive files we hold, so their links last 15 minutes instead of the
 * usual hour: long enough to look at a submission, short enough that a copied link soon stops working.
 * A page kept open longer fetches the submission again for fresh links (decision 0013).
 */
export const VERIFICATION_LINK_TTL_SECONDS = 15 * 60;

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const ADMIN = '/api/rest/v1/admin/verifications';

/** Identity verification (issue 4): users send documents per role, admins approve or reject them. */
export const verificationRoutes: FastifyPluginAsyncZod<VerificationRoutesOptions> = async (
  app,
  { db, config },
) => {
  // Operations answer documents as file ids; the links are signed here, for this response only. Every
  // answer of this plugin goes to the documents' owner or to an admin, the two who may read them.
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    signFileRefs({ db, config, value: payload, ttl: VERIFICATION_LINK_TTL_SECONDS }),
  );

  app.get(
    '/api/rest/v1/verification/me',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['verification'],
        summary: 'Where I stand for one role: verified, the latest submission and its state',
        security,
        querystring: verificationRoleQuerySchema,
        response: { 200: myVerificationSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return getMyVerification({ db, user, role: request.query.role });
    },
  );

  app.post(
    '/api/rest/v1/verification/me',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['verification'],
        summary: 'Send my identity documents for one role (uploaded first as private files)',
        security,
        body: submitVerificationSchema,
        response: { 201: verificationSubmissionSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser();
      return reply.code(201).send(await submitVerification({ db, user, input: request.body }));
    },
  );

  app.get(
    ADMIN,
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['verification'],
        summary:
          'Submissions by status: pending oldest first, reviewed newest first (admins); paged by `after` and `limit`, `total` on the first page',
        security,
        querystring: adminVerificationsQuerySchema,
        response: { 200: adminVerificationListSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listVerifications({ db, query: request.query });
    },
  );

  app.post(
    `${ADMIN}/:id/approve`,
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['verification'],
        summary: "Approve a submission: the role's record becomes verified and the user is emailed (admins)",
        security,
        params: verificationIdParamsSchema,
        response: { 200: adminVerificationSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return approveVerification({ db, adminId: user.id, id: request.params.id });
    },
  );

  app.post(
    `${ADMIN}/:id/reject`,
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['verification'],
        summary: 'Reject a submission with a reason; the user may send new documents (admins)',
        security,
        params: verificationIdParamsSchema,
        body: rejectVerificationSchema,
        response: { 200: adminVerificationSchema, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return rejectVerification({ db, adminId: user.id, id: request.params.id, reason: request.body.reason });
    },
  );
};
