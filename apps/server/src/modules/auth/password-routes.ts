import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRouteContext } from './auth-route-context.ts';
import { codeChallengeFrom } from './pkce.ts';
import { AUTH_RATE_LIMITS, perIpLimit } from './rate-limits.ts';
import { redirectOrDefault } from './redirect-url.ts';
import { recoverBodySchema, redirectQuerySchema, signUpBodySchema } from './request-schemas.ts';
import { requestPasswordRecovery } from './request-password-recovery.ts';
import { signUp } from './sign-up.ts';

/** `POST /signup` and `POST /recover`: the password account's emails. */
export const passwordRoutes: FastifyPluginAsyncZod<AuthRouteContext> = async (
  app,
  { db, config, secrets, addressLimit },
) => {
  app.post(
    '/signup',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.signUp) },
      preHandler: addressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign up with email and password; a code and link confirm the address',
        querystring: redirectQuerySchema,
        body: signUpBodySchema,
      },
    },
    async (request) => {
      const { email, password, data } = request.body;
      return signUp({
        db,
        config,
        secrets,
        email,
        password,
        data,
        challenge: codeChallengeFrom(request.body),
        redirectTo: redirectOrDefault(config, request.query.redirect_to, '/verify'),
      });
    },
  );

  app.post(
    '/recover',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.emailRequest) },
      preHandler: addressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link and code (answers {} for any address)',
        querystring: redirectQuerySchema,
        body: recoverBodySchema,
      },
    },
    async (request) => {
      await requestPasswordRecovery({
        db,
        config,
        secrets,
        email: request.body.email,
        challenge: codeChallengeFrom(request.body),
        redirectTo: redirectOrDefault(config, request.query.redirect_to, '/reset-password'),
      });
      return {};
    },
  );
};
