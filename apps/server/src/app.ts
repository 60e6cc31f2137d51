import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { isDatabaseUnavailable } from './db/query-error.ts';
import { checkApiKey } from './http/api-key.ts';
import { HttpError } from './http/errors.ts';
import { frameworkErrorAnswer } from './http/framework-errors.ts';
import { guardInput } from './http/input-guard.ts';
import { sharedRateLimits } from './http/shared-rate-limits.ts';
import { refuseOwnerFields } from './http/owner-fields.ts';
import { loggerOptions } from './http/logger-options.ts';
import { SERVER_PAGE_BOOT_HASH } from './http/server-rendered-pages.ts';
import { registerWebApp } from './http/web-app.ts';
import { authCheckRoutes } from './modules/auth-check/routes.ts';
import { AuthError } from './auth/auth-error.ts';
import { authSecretsFrom } from './auth/auth-secrets.ts';
import { registerRequestCaller } from './auth/request-caller.ts';
import { checkCallerFirst } from './auth/route-caller.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { calendarFeedRoutes } from './modules/calendar-feeds/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { claimRoutes } from './modules/claims/routes.ts';
import { emailRoutes } from './modules/email/routes.ts';
import { fileRoutes } from './modules/files/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { profileRoutes } from './modules/profiles/routes.ts';
import { supportRoutes } from './modules/support/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { announcementRoutes } from './modules/announcements/routes.ts';
import { talentRoutes } from './modules/talent/routes.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { invitationRoutes } from './modules/invitations/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { socialPostRoutes } from './modules/social-posts/routes.ts';
import { applicationRoutes } from './modules/applications/routes.ts';
import { availabilityRoutes } from './modules/availability/routes.ts';
import { bookingRoutes } from './modules/bookings/routes.ts';
import { disputeRoutes } from './modules/disputes/routes.ts';
import { holdRoutes } from './modules/holds/routes.ts';
import { contractRoutes } from './modules/contracts/routes.ts';
import { documentRoutes } from './modules/documents/routes.ts';
import { offerRoutes } from './modules/offers/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { jobMatchRoutes } from './modules/jobs/job-match-routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { payoutRoutes } from './modules/payouts/routes.ts';
import { earningsRoutes } from './modules/earnings/routes.ts';
import { ledgerRoutes } from './modules/ledger/routes.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { pitchRoutes } from './modules/pitches/routes.ts';
import { receiptRoutes } from './modules/receipts/routes.ts';
import { spendingRoutes } from './modules/spending/routes.ts';
import { runMoneyOnce } from './jobs/money-schedule.ts';
import { paymentProviders, type PaymentProviders } from './modules/payments/providers.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { sandboxCheckoutRoutes } from './modules/payments/sandbox-checkout-routes.ts';
import { emailPreferenceRoutes } from './modules/email-preferences/routes.ts';
import { paymentWebhookRoutes } from './modules/payments/webhook-routes.ts';
import { attachRealtime } from './realtime/realtime-server.ts';
import { fileLinkOrigins } from './storage/configured-storage.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where log lines go instead of stdout (tests capture them). */
  logStream?: { write(line: string): void } | undefined;
  /** Card providers other than the configured ones (tests point Stripe at a local stand-in). */
  paymentProviders?: PaymentProviders | undefined;
  /** The rate limiter's Redis key prefix (tests sharing one Redis keep their counts apart). */
  rateLimitNamespace?: string | undefined;
}

/** What a 503 for an unreachable database asks the client to wait before retrying (decision 0069). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Builds the whole HTTP app without listening, so tests can `inject` into it. */
export async function buildApp({
  config,
  database,
  logStream,
  paymentProviders: givenProviders,
  rateLimitNamespace,
}: BuildAppOptions): Promise<FastifyInstance> {
  const providers = givenProviders ?? (await paymentProviders(config));
  const app = Fastify({
    // Decision 0019: redaction and the serializers that keep secrets out live in logger-options.ts.
    logger: loggerOptions(config, logStream),
    // A hop count becomes proxy-addr's function form (Fastify's types only list the other forms).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // The router's own refusals (a badly encoded URL, an over-long path segment) answer like every other
    // error: Fastify's default quotes the path back and names its own code (decision 0056).
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      const { status, message } = frameworkErrorAnswer(error);
      void reply.code(status).send({ error: message });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // With S3 storage, file links are presigned URLs on the bucket's origin: pages must be allowed to load them.
  const fileOrigins = await fileLinkOrigins(config);
  // HSTS and upgrade-insecure-requests only where the site is really served over https: on a plain-http
  // LAN or development server they would send browsers to an https port nobody listens on (decision 0055).
  const servedOverHttps = config.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    strictTransportSecurity: servedOverHttps,
    contentSecurityPolicy: {
      directives: {
        'upgrade-insecure-requests': servedOverHttps ? [] : null,
        'img-src': ["'self'", 'data:', 'blob:', ...fileOrigins],
        'media-src': ["'self'", 'blob:', ...fileOrigins],
        // The realtime socket only to the app itself ('self' covers ws/wss of the page's own address),
        // PUBLIC_URL and the allowed origins: not to any ws:/wss: host (issue 10, decision 0017).
        'connect-src': ["'self'", ...socketOrigins(config), ...fileOrigins],
        // No page of the app or answer of the API is ever framed, not even by the app (clickjacking,
        // decision 0070); signed file links set their own policy, and PDFs there allow our own frames.
        'frame-ancestors': ["'none'"],
        // A server-rendered page's boot script is its one inline script, allowed by its hash (decision 0080).
        'script-src': ["'self'", SERVER_PAGE_BOOT_HASH],
        // 'self': chat shows PDFs through our own signed links in a frame.
        'frame-src': [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...fileOrigins,
        ],
      },
    },
    // The SPA's own assets are same-origin; these two headers would block signed file links later.
    crossOriginEmbedderPolicy: false,
    // The old browsers' frame-ancestors 'none' (decision 0070).
    frameguard: { action: 'deny' },
  });

  // With REDIS_URL the counters are shared by every process (decisions 0068, 0070).
  const sharedCounters = sharedRateLimits(config.redisUrl, app.log, rateLimitNamespace);
  if (sharedCounters) app.addHook('onClose', () => sharedCounters.close());
  await app.register(fastifyRateLimit, {
    ...sharedCounters?.options,
    global: true,
    max: config.apiRateLimitPerMinute,
    timeWindow: '1 minute',
    // Only the API is limited; the SPA's static files are cheap and cached, and probes must always answer.
    allowList: (request) => !request.url.startsWith('/api/') || request.url === '/api/health',
    // Thrown to the error handler, which answers `{ error }` with the status like every other failure.
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Reelhire API',
        version: config.version,
        description:
          'Every call carries the public key as the `apikey` header (or query parameter) and, when signed in, `Authorization: Bearer <access_token>`.',
      },
      components: {
        securitySchemes: {
          apikey: { type: 'apiKey', in: 'header', name: 'apikey' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apikey: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    const verdict = checkApiKey(request, config.anonKey);
    if (verdict === 'missing') return reply.code(401).send({ error: 'No API key found in request' });
    if (verdict === 'invalid') return reply.code(401).send({ error: 'Invalid API key' });
  });
  // NUL, lone surrogates and absurd nesting answer 400 before any route's schema (issue 10).
  guardInput(app);
  // A body naming another owner where the route acts only for the caller is refused, not ignored (0056).
  refuseOwnerFields(app);

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const message = first?.message ?? 'Invalid request';
      return reply.code(400).send({
        error: field ? `${field}: ${message}` : message,
        details: error.validation.map((issue) => ({ path: issue.instancePath, message: issue.message })),
      });
    }
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(error.toBody());
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ error: error.message, details: error.details, ...error.fields });
    }
    // PostgreSQL restarting or out of reach (decision 0069): a short refusal the client may retry, as
    // against a 500 that reads as a bug. A money call that failed this way rolled back entirely.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ error: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ error: 'An unexpected error occurred' });
    }
    // Fastify's and its plugins' own errors (malformed JSON, body too large, unsupported media type, ...)
    // answer in our words: theirs can quote the request back (decision 0056).
    const { status, message } = frameworkErrorAnswer(error as { code?: unknown; statusCode?: unknown });
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(status).send({ error: message });
  });

  // Every route asks request.requireUser() and friends who is calling (decision 0025).
  registerRequestCaller(app, { db: database.db, secrets: authSecretsFrom(config) });
  // Each route says who may call it, checked before its body is read (decision 0056).
  checkCallerFirst(app);

  await app.register(healthRoutes, { database, version: config.version });
  await app.register(supportRoutes, { db: database.db });
  await app.register(notificationRoutes, { db: database.db });
  await app.register(announcementRoutes, { db: database.db });
  await app.register(talentRoutes, { db: database.db, config });
  await app.register(authRoutes, { prefix: '/api/auth/v1', db: database.db, config });
  await app.register(authCheckRoutes, { db: database.db });
  await app.register(profileRoutes, { db: database.db, config });
  await app.register(verificationRoutes, { db: database.db, config });
  await app.register(dashboardRoutes, { db: database.db });
  await app.register(invitationRoutes, { db: database.db });
  await app.register(adminRoutes, { db: database.db });
  await app.register(feedbackRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(socialPostRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(claimRoutes, { db: database.db, config });
  await app.register(emailRoutes, { db: database.db, config });
  await app.register(emailPreferenceRoutes, { db: database.db, config });
  await app.register(calendarFeedRoutes, { db: database.db, config });
  await app.register(fileRoutes, { db: database.db, config });
  await app.register(applicationRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(offerRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(contractRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(documentRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(bookingRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(disputeRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(holdRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(availabilityRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(projectRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(jobRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(jobMatchRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(pitchRoutes, { prefix: '/api/rest/v1', db: database.db, config });
  await app.register(reviewRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(spendingRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(receiptRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(paymentRoutes, { prefix: '/api/rest/v1', db: database.db, config, providers });
  await app.register(paymentWebhookRoutes, { db: database.db, config, providers });
  // The sandbox's hosted checkout exists only while the sandbox takes the payments (decision 0042).
  if (providers.card.name === 'sandbox') {
    await app.register(sandboxCheckoutRoutes, { db: database.db, config });
  }
  await app.register(payoutRoutes, { prefix: '/api/rest/v1', db: database.db });
  await app.register(earningsRoutes, {
    prefix: '/api/rest/v1',
    db: database.db,
    // The sandbox clock (decision 0045) runs the money schedule's own pass, so it shows what time will do.
    runMoneyPass:
      providers.card.name === 'sandbox'
        ? (now: Date) =>
            runMoneyOnce({ db: database.db, config, logger: app.log, refundProvider: providers.card, now })
        : undefined,
  });
  await app.register(ledgerRoutes, {
    prefix: '/api/rest/v1',
    db: database.db,
    sandbox: providers.card.name === 'sandbox',
  });

  // Realtime chat shares the HTTP server; chat routes broadcast through it once a message is stored.
  const realtime = attachRealtime({
    app,
    db: database.db,
    config,
    secrets: authSecretsFrom(config),
    log: app.log.child({ module: 'realtime' }),
  });
  app.addHook('preClose', () => realtime.close());
  await app.register(chatRoutes, {
    db: database.db,
    config,
    broadcaster: realtime.broadcaster,
  });
  // Decision 0064: the admin's users area closes a suspended account's sockets through the realtime server.
  await app.register(userRoutes, {
    prefix: '/api/rest/v1',
    db: database.db,
    disconnectAccount: (userId) => realtime.disconnectAccount(userId),
  });
  await app.register(auditRoutes, { prefix: '/api/rest/v1', db: database.db });

  await registerWebApp(app, {
    webDist: config.webDist,
    anonKey: config.anonKey,
    anonymousCacheMs: config.anonymousCacheMs,
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      // The address is not quoted back: a 404 page is no place to reflect what a link put in it.
      .send({ error: request.url.startsWith('/api') ? 'Not found' : 'No page at this address' });
  });

  return app;
}

/** PUBLIC_URL and REALTIME_ALLOWED_ORIGINS, with the ws:/wss: origin of each, for CSP connect-src. */
function socketOrigins(config: Config): string[] {
  return [config.publicUrl, ...config.realtimeAllowedOrigins].flatMap((value) => {
    const { origin, host, protocol } = new URL(value);
    return [origin, `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`];
  });
}
