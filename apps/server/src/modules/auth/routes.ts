import type { FastifyError, FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AuthError, validationFailed } from '../../auth/auth-error.ts';
import type { AuthRouteContext } from './auth-route-context.ts';
import { authSecretsFrom } from '../../auth/auth-secrets.ts';
import { factorRoutes } from './mfa/routes.ts';
import { oauthRoutes } from './oauth/routes.ts';
import { otpRoutes } from './otp-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { perAddressLimit } from './rate-limits.ts';
import { settingsRoutes } from './settings-routes.ts';
import { tokenRoutes } from './token-routes.ts';
import { userRoutes } from './user-routes.ts';

export interface AuthRoutesOptions {
  db: Db;
  config: Config;
}

/** Auth bodies are a few fields; anything bigger is refused before it is read. */
const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * The GoTrue-compatible auth service (decision 0003), registered with the prefix /api/auth/v1. Errors in
 * here are answered in GoTrue's shape `{ code, error_code, msg, error }`, which @supabase/auth-js reads.
 */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  app.addHook('onRoute', (route) => {
    route.bodyLimit ??= AUTH_BODY_LIMIT_BYTES;
  });
  answerInGoTrueShape(app);
  acceptEmptyJsonBodies(app);

  const context: AuthRouteContext = {
    db,
    config,
    secrets: authSecretsFrom(config),
    addressLimit: perAddressLimit(app),
  };
  await app.register(settingsRoutes, context);
  await app.register(passwordRoutes, context);
  await app.register(otpRoutes, context);
  await app.register(tokenRoutes, context);
  await app.register(userRoutes, context);

  // ---- MFA factors and Google sign-in (mfa/ and oauth/)
  await app.register(factorRoutes, { db, config });
  await app.register(oauthRoutes, { db, config });
  // ---- end of MFA and Google
};

/**
 * @supabase/auth-js posts some calls (logout, MFA challenge) with a JSON content type and no body at all;
 * GoTrue takes that as no body, and so do we. Any other body goes through Fastify's own safe parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

/**
 * Request errors that never reach a handler (schema, JSON, size) become GoTrue errors; everything else
 * (AuthErrors included) goes on to the app's error handler.
 */
function answerInGoTrueShape(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, _request, _reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      throw validationFailed(field ? `${field}: ${message}` : message);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`);
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        throw new AuthError(413, 'request_too_large', 'Request body is too large');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        throw new AuthError(415, 'validation_failed', 'Send the request body as application/json');
      default:
        throw error;
    }
  });
}
