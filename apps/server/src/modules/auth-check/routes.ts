import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { authCheckRequestSchema, authCheckResultSchema } from '@reelhire/shared/auth-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { AUTH_RATE_LIMITS } from '../auth/rate-limits.ts';
import { checkAccountEmail } from './check-account-email.ts';

/** docs/product.md §7 `POST /api/functions/v1/auth-check`: the pre-check before sign-in and sign-up. */
export const authCheckRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/api/functions/v1/auth-check',
    {
      config: {
        caller: 'anyone',
        rateLimit: {
          ...AUTH_RATE_LIMITS.authCheck,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
            ),
        },
      },
      bodyLimit: 4096,
      schema: {
        tags: ['auth'],
        summary: 'May this email sign in with a password, or sign up? (docs/product.md §7)',
        body: authCheckRequestSchema,
        response: { 200: authCheckResultSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => checkAccountEmail(db, request.body),
  );
};
