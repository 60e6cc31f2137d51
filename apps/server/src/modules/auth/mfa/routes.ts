import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { authSecretsFrom } from '../../../auth/auth-secrets.ts';
import { challengeFactor } from './challenge-factor.ts';
import { enrollFactor } from './enroll-factor.ts';
import { unenrollFactor } from './unenroll-factor.ts';
import { verifyFactor } from './verify-factor.ts';

export interface FactorRoutesOptions {
  db: Db;
  config: Config;
}

const factorParams = z.object({ id: z.string().max(64) });

const enrollBody = z
  .object({
    factor_type: z.string().max(32),
    friendly_name: z.string().max(100).nullish(),
    issuer: z.string().max(100).nullish(),
  })
  .loose();

const verifyBody = z.object({ challenge_id: z.string().max(64), code: z.string().max(32) }).loose();

const enrolledSchema = z.object({
  id: z.string(),
  type: z.literal('totp'),
  friendly_name: z.string(),
  totp: z.object({ qr_code: z.string(), secret: z.string(), uri: z.string() }),
});

/**
 * GoTrue's MFA endpoints (TOTP), as @supabase/auth-js calls them: mfa.enroll, challenge, verify and
 * unenroll. mfa.listFactors and getAuthenticatorAssuranceLevel read the `factors` of GET /user and the
 * access token's `aal`. Registered under /api/auth/v1.
 */
export const factorRoutes: FastifyPluginAsyncZod<FactorRoutesOptions> = async (app, { db, config }) => {
  const secrets = authSecretsFrom(config);
  const security = [{ apikey: [], bearer: [] }];

  app.post(
    '/factors',
    {
      config: { caller: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Enrol a TOTP factor (unverified until its first code)',
        security,
        body: enrollBody,
        response: { 200: enrolledSchema },
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      return enrollFactor({ db, jwtSecret: secrets.jwtSecret, auth, input: request.body });
    },
  );

  app.post(
    '/factors/:id/challenge',
    {
      config: { caller: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        summary: 'Create a challenge for a factor (answer it within 5 minutes)',
        security,
        params: factorParams,
        body: z.object({}).loose().nullish(),
        response: {
          200: z.object({ id: z.string(), type: z.literal('totp'), expires_at: z.number().int() }),
        },
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      return challengeFactor({ db, auth, factorId: request.params.id, ip: request.ip });
    },
  );

  app.post(
    '/factors/:id/verify',
    {
      // Guessing codes is bounded per factor, whichever addresses the guesses come from.
      config: {
        caller: 'user',
        rateLimit: {
          max: 15,
          timeWindow: '1 minute',
          keyGenerator: (request) => `mfa-verify:${(request.params as { id?: string }).id ?? ''}`,
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Answer a challenge with a TOTP code; the session becomes aal2',
        security,
        params: factorParams,
        body: verifyBody,
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      return verifyFactor({
        db,
        secrets,
        auth,
        factorId: request.params.id,
        challengeId: request.body.challenge_id,
        code: request.body.code,
        ip: request.ip,
      });
    },
  );

  app.delete(
    '/factors/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Remove a factor (aal2 needed while a verified factor exists)',
        security,
        params: factorParams,
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async (request) => {
      const auth = await request.requireUser();
      return unenrollFactor({ db, auth, factorId: request.params.id });
    },
  );
};
