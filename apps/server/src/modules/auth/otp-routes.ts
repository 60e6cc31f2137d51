import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailExists, otpExpired } from '../../auth/auth-error.ts';
import { requestMeta, type AuthRouteContext } from './auth-route-context.ts';
import type { SessionResponse } from './issue-session.ts';
import { codeChallengeFrom } from './pkce.ts';
import { AUTH_RATE_LIMITS, perIpLimit } from './rate-limits.ts';
import { allowedRedirect, redirectOrDefault } from './redirect-url.ts';
import {
  otpBodySchema,
  redirectQuerySchema,
  resendBodySchema,
  verifyBodySchema,
  verifyLinkQuerySchema,
} from './request-schemas.ts';
import { requestSignInCode } from './request-sign-in-code.ts';
import { resendCode } from './resend-code.ts';
import { verifyCode, verifyLink } from './verify-one-time-token.ts';

/** `POST /otp`, `POST /verify`, `GET /verify` (the emailed link) and `POST /resend`. */
export const otpRoutes: FastifyPluginAsyncZod<AuthRouteContext> = async (
  app,
  { db, config, secrets, addressLimit },
) => {
  app.post(
    '/otp',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.emailRequest) },
      preHandler: addressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Email a sign-in code (create_user: false never creates an account)',
        querystring: redirectQuerySchema,
        body: otpBodySchema,
      },
    },
    async (request) => {
      await requestSignInCode({
        db,
        config,
        secrets,
        email: request.body.email,
        createUser: request.body.create_user,
        data: request.body.data,
        challenge: codeChallengeFrom(request.body),
        redirectTo: redirectOrDefault(config, request.query.redirect_to, '/verify'),
      });
      return {};
    },
  );

  app.post(
    '/verify',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.verify) },
      schema: {
        tags: ['auth'],
        summary: 'Verify an emailed code ({ type, email, token }) or link token ({ type, token_hash })',
        body: verifyBodySchema,
      },
    },
    async (request) => {
      const { type, email, token, token_hash: tokenHash } = request.body;
      const meta = requestMeta(request);
      if (email && token) return verifyCode({ db, secrets, type, email, code: token, ...meta });
      const result = await verifyLink({ db, secrets, type, linkToken: tokenHash!, mode: 'session', ...meta });
      if (result.kind === 'session') return result.session;
      if (result.kind === 'email_taken') throw emailExists();
      throw otpExpired();
    },
  );

  app.get(
    '/verify',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.verify) },
      schema: {
        tags: ['auth'],
        summary: 'The link in an account email: verifies, then redirects (303) with the session or ?code=',
        querystring: verifyLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const { token, type, redirect_to: redirectParam } = request.query;
      const result = await verifyLink({
        db,
        secrets,
        type,
        linkToken: token,
        mode: 'redirect',
        ...requestMeta(request),
      });
      const target = new URL(
        allowedRedirect(config, result.redirectTo) ?? redirectOrDefault(config, redirectParam, '/'),
      );
      reply.header('Cache-Control', 'no-store');
      switch (result.kind) {
        case 'auth_code':
          target.searchParams.set('code', result.authCode);
          return reply.redirect(target.toString(), 303);
        case 'session':
          target.hash = sessionFragment(result.session, type);
          return reply.redirect(target.toString(), 303);
        case 'email_taken':
          target.hash = errorFragment(
            'email_exists',
            'A user with this email address has already been registered',
          );
          return reply.redirect(target.toString(), 303);
        case 'invalid':
          target.hash = errorFragment('otp_expired', 'Email link is invalid or has expired');
          return reply.redirect(target.toString(), 303);
      }
    },
  );

  app.post(
    '/resend',
    {
      config: { caller: 'anyone', ...perIpLimit(AUTH_RATE_LIMITS.emailRequest) },
      preHandler: addressLimit,
      schema: {
        tags: ['auth'],
        summary: 'Send a new sign-up or email-change code (answers {} for any address)',
        querystring: redirectQuerySchema,
        body: resendBodySchema,
      },
    },
    async (request) => {
      await resendCode({
        db,
        config,
        secrets,
        type: request.body.type,
        email: request.body.email,
        challenge: codeChallengeFrom(request.body),
        redirectTo: redirectOrDefault(config, request.query.redirect_to, '/verify'),
      });
      return {};
    },
  );
};

/** GoTrue's implicit-flow redirect: the session in the fragment, which never reaches a server. */
function sessionFragment(session: SessionResponse, type: string): string {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    type,
  }).toString();
}

function errorFragment(errorCode: string, description: string): string {
  return new URLSearchParams({
    error: 'access_denied',
    error_code: errorCode,
    error_description: description,
  }).toString();
}
