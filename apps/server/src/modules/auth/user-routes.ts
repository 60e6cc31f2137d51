import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthRouteContext } from './auth-route-context.ts';
import { loadAuthUser } from './auth-user.ts';
import { codeChallengeFrom } from './pkce.ts';
import { AUTH_RATE_LIMITS, perIpLimit } from './rate-limits.ts';
import { redirectOrDefault } from './redirect-url.ts';
import { requestReauthentication } from './request-reauthentication.ts';
import { logoutQuerySchema, redirectQuerySchema, updateUserBodySchema } from './request-schemas.ts';
import { signOut } from './sign-out.ts';
import { updateUser } from './update-user.ts';

const security = [{ apikey: [], bearer: [] }];

/** `GET /user`, `PUT /user` and `POST /logout`: the signed-in user's own account. */
export const userRoutes: FastifyPluginAsyncZod<AuthRouteContext> = async (
  app,
  { db, config, secrets, addressLimit },
) => {
  app.get(
    '/user',
    { config: { caller: 'user' }, schema: { tags: ['auth'], summary: 'The signed-in user', security } },
    async (request) => {
      const auth = await request.requireUser();
      return loadAuthUser(db, auth.user.id);
    },
  );

  app.put(
    '/user',
    {
      config: { caller: 'user', ...perIpLimit(AUTH_RATE_LIMITS.userUpdate) },
      schema: {
        tags: ['auth'],
        summary: 'Change password, metadata (merged) or email (confirmed by a code)',
        security,
        querystring: redirectQuerySchema,
        body: updateUserBodySchema,
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      // A new address gets a code: it counts towards that address's email limit.
      if (request.body.email && request.body.email !== auth.user.email.toLowerCase()) {
        await addressLimit(request);
      }
      return updateUser({
        db,
        config,
        secrets,
        auth,
        input: request.body,
        challenge: codeChallengeFrom(request.body),
        redirectTo: redirectOrDefault(config, request.query.redirect_to, '/verify'),
      });
    },
  );

  app.get(
    '/reauthenticate',
    {
      config: { ...perIpLimit(AUTH_RATE_LIMITS.reauthenticate), caller: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Email the signed-in user a code (nonce) that confirms a password or email change',
        security,
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      // The code goes to the account's own address: it counts towards that address's email limit.
      await addressLimit.forAddress(request, auth.user.email);
      await requestReauthentication({ db, secret: secrets.jwtSecret, auth });
      return {};
    },
  );

  app.post(
    '/logout',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out this session (local), the others, or all of them (global, the default)',
        security,
        querystring: logoutQuerySchema,
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      await signOut({ db, auth, scope: request.query.scope });
      return reply.code(204).send();
    },
  );
};
