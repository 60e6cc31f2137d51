import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsupportedGrantType } from '../../auth/auth-error.ts';
import { requestMeta, type AuthRouteContext } from './auth-route-context.ts';
import { passwordSignIn } from './password-sign-in.ts';
import { exchangeAuthCode } from './pkce.ts';
import { tokenLimit } from './rate-limits.ts';
import { refreshSession } from './refresh-session.ts';
import { parseBody, passwordGrantSchema, pkceGrantSchema, refreshGrantSchema } from './request-schemas.ts';

/** `POST /token?grant_type=password|refresh_token|pkce`: every way to get a session's tokens. */
export const tokenRoutes: FastifyPluginAsyncZod<AuthRouteContext> = async (app, { db, secrets }) => {
  app.post(
    '/token',
    {
      config: { caller: 'anyone', ...tokenLimit() },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a password, refresh a session, or redeem a PKCE auth code',
        querystring: z.object({ grant_type: z.string().max(100).optional() }),
        body: z.unknown(),
      },
    },
    async (request) => {
      const meta = requestMeta(request);
      switch (request.query.grant_type) {
        case 'password': {
          const body = parseBody(passwordGrantSchema, request.body);
          return passwordSignIn({ db, secrets, email: body.email, password: body.password, ...meta });
        }
        case 'refresh_token': {
          const body = parseBody(refreshGrantSchema, request.body);
          return refreshSession({ db, secrets, refreshToken: body.refresh_token });
        }
        case 'pkce': {
          const body = parseBody(pkceGrantSchema, request.body);
          return exchangeAuthCode({
            db,
            secrets,
            authCode: body.auth_code,
            codeVerifier: body.code_verifier,
            ...meta,
          });
        }
        default:
          throw unsupportedGrantType(request.query.grant_type);
      }
    },
  );
};
