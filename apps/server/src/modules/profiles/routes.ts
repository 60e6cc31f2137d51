import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  clientRecordSchema,
  filmmakerRecordSchema,
  profileRecordsQuerySchema,
} from '@reelhire/shared/auth-profiles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { requireUser } from '../../http/require-user.ts';
import type { AuthSecrets } from '../auth/issue-session.ts';
import { listClientRecords, listFilmmakerRecords } from './list-profile-records.ts';

export interface ProfileRoutesOptions {
  db: Db;
  secrets: AuthSecrets;
}

const security = [{ apikey: [], bearer: [] }];

/**
 * SPEC section 7: a user's filmmaker and client records, whose `verified` and `setup` the access guard
 * reads. Only one's own records, or anyone's for an admin (SPEC section 6).
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, secrets }) => {
  /** The user whose records may be read: the caller by default, another user only for an admin. */
  async function readableUserId(request: FastifyRequest, requested: string | undefined): Promise<string> {
    const auth = await requireUser(request, { db, secrets });
    if (!requested || requested === auth.user.id) return auth.user.id;
    if (auth.user.userMetadata.user_type === 'admin') return requested;
    throw new HttpError(403, "You can only read your own account's records");
  }

  app.get(
    '/api/rest/v1/filmmakers',
    {
      schema: {
        tags: ['profiles'],
        summary: "A user's filmmaker record (verified, setup)",
        security,
        querystring: profileRecordsQuerySchema,
        response: { 200: z.array(filmmakerRecordSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listFilmmakerRecords(db, await readableUserId(request, request.query.user_id)),
  );

  app.get(
    '/api/rest/v1/clients',
    {
      schema: {
        tags: ['profiles'],
        summary: "A user's client record (verified, setup)",
        security,
        querystring: profileRecordsQuerySchema,
        response: { 200: z.array(clientRecordSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listClientRecords(db, await readableUserId(request, request.query.user_id)),
  );
};
