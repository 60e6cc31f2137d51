import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { googleProvider } from './google-provider.ts';
import { finishGoogleSignIn, startGoogleSignIn, type GoogleSignInContext } from './google-sign-in.ts';

export interface OAuthRoutesOptions {
  db: Db;
  config: Config;
}

// Every value arrives as a string; repeated parameters (arrays) and oversized values count as absent.
const queryValue = z.preprocess(
  (value) => (typeof value === 'string' && value.length <= 2048 ? value : undefined),
  z.string().optional(),
);

/**
 * Google sign-in, GoTrue's way: `signInWithOAuth({ provider: 'google' })` sends the browser to
 * /authorize, Google returns it to /callback, which sends it on to redirect_to with `?code=`; the
 * browser then redeems the code at POST /token?grant_type=pkce. Registered under /api/auth/v1. Both
 * paths are opened by the browser itself, so they are reachable without the apikey header.
 */
export const oauthRoutes: FastifyPluginAsyncZod<OAuthRoutesOptions> = async (app, { db, config }) => {
  const provider = config.google ? googleProvider(config.google) : undefined;
  const context = (log: GoogleSignInContext['log']): GoogleSignInContext => ({
    db,
    provider,
    config,
    log,
  });

  app.get(
    '/authorize',
    {
      config: { caller: 'anyone', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Start Google sign-in (302 to Google)',
        querystring: z
          .object({
            provider: queryValue,
            redirect_to: queryValue,
            code_challenge: queryValue,
            code_challenge_method: queryValue,
            prompt: queryValue,
            login_hint: queryValue,
            hd: queryValue,
            skip_http_redirect: queryValue,
          })
          .loose(),
      },
    },
    async (request, reply) => {
      const url = await startGoogleSignIn(context(request.log), request.query);
      reply.header('Cache-Control', 'no-store');
      // GoTrue's option for apps that navigate themselves (auth-js `skipBrowserRedirect`).
      if (request.query.skip_http_redirect === 'true') return { url: url.href };
      return reply.redirect(url.href, 302);
    },
  );

  app.get(
    '/callback',
    {
      config: { caller: 'anyone', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Google returns here; 302 to redirect_to with ?code= or ?error=',
        querystring: z
          .object({ state: queryValue, code: queryValue, error: queryValue, error_description: queryValue })
          .loose(),
      },
    },
    async (request, reply) => {
      const rawQuery = request.url.includes('?') ? request.url.slice(request.url.indexOf('?') + 1) : '';
      const url = await finishGoogleSignIn(context(request.log), request.query, rawQuery);
      return reply.header('Cache-Control', 'no-store').redirect(url.href, 302);
    },
  );
};
