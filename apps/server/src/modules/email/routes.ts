import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  EMAIL_NOT_AUTHENTICATED,
  emailRequestSchema,
  welcomeEmailRequestSchema,
} from '@reelhire/shared/email';
import { mayRequestEmail } from '@reelhire/shared/email-permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireUserFirst } from '../../auth/request-caller.ts';
import { limitFirst } from '../../http/shared-rate-limits.ts';
import { mailboxListPage, mailboxMessageHtml, mailboxMessagePage } from './dev-mailbox-page.ts';
import { devMailboxGuard } from './dev-mailbox-access.ts';
import { emailRequestFacts } from './email-request-facts.ts';
import { getDevMailboxMessage } from './get-dev-mailbox-message.ts';
import { listDevMailbox } from './list-dev-mailbox.ts';
import { listUndeliveredEmails } from './list-undelivered-emails.ts';
import { queueEmailRequest } from './queue-email-request.ts';
import { queueWelcomeEmail } from './queue-welcome-email.ts';

export interface EmailRoutesOptions {
  db: Db;
  config: Config;
}

const notSignedInSchema = z.object({ success: z.literal(false), error: z.string() });
/** A 401 is the function's own "not signed in", or the API key check's `{ error }` that runs before it. */
const unauthorizedSchema = z.union([notSignedInSchema, apiErrorSchema]);
const devMailboxMessageSchema = z.object({
  id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});

// The mailbox pages run no scripts; the message page frames the email's own HTML from this origin only.
const MAILBOX_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
// An email's HTML is shown sandboxed: no scripts, no forms, its links open in a new tab.
const MAILBOX_EMAIL_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data: https: http:; frame-ancestors 'self'; sandbox allow-popups allow-popups-to-escape-sandbox";

/**
 * docs/product.md §7's email functions (`send-email`, `welcome-email`), and outside production the dev
 * mailbox: `/dev/mailbox` for people and `/api/dev/mailbox` (JSON) for the end-to-end tests.
 */
export const emailRoutes: FastifyPluginAsyncZod<EmailRoutesOptions> = async (app, { db, config }) => {
  /** Runs before the body is checked, so that a caller without a session learns that first. */
  const requireSession = requireUserFirst({ success: false, error: EMAIL_NOT_AUTHENTICATED });

  app.post(
    '/api/functions/v1/send-email',
    {
      // Emails reach other people's inboxes: generous for the app, tight for a script. Counted before the
      // session is checked, so calls without one count too (decision 0070).
      onRequest: [limitFirst(app, 'send-email', { max: 120, timeWindow: '1 minute' }), requireSession],
      config: { caller: 'user', rateLimit: false },
      schema: {
        tags: ['email'],
        summary: 'Queue a notification email',
        security: [{ apikey: [], bearer: [] }],
        headers: z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }).loose(),
        body: emailRequestSchema,
        response: {
          200: z.object({ success: z.literal(true), id: z.string() }),
          400: apiErrorSchema,
          401: unauthorizedSchema,
          403: notSignedInSchema,
        },
      },
    },
    async (request, reply) => {
      // Decision 0018: one named rule per type decides; what it does not allow is refused before anything
      // else is looked at, so the answer says nothing about the recipient or the data.
      const { user: caller } = await request.requireUser();
      const verdict = mayRequestEmail(await emailRequestFacts({ db, caller, request: request.body }));
      if (!verdict.allowed) return reply.code(403).send({ success: false, error: verdict.reason });
      const id = await queueEmailRequest({
        db,
        request: request.body,
        userId: caller.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return { success: true as const, id };
    },
  );

  app.post(
    '/api/functions/v1/welcome-email',
    {
      config: { caller: 'user', rateLimit: false },
      onRequest: [limitFirst(app, 'global'), requireSession],
      schema: {
        tags: ['email'],
        summary: 'Queue the welcome email (once per address)',
        security: [{ apikey: [], bearer: [] }],
        body: welcomeEmailRequestSchema,
        response: {
          200: z.object({ success: z.literal(true) }),
          400: apiErrorSchema,
          401: unauthorizedSchema,
          403: notSignedInSchema,
        },
      },
    },
    async (request, reply) => {
      // Only to the signed-in user's own address (decision 0018): not a way to email strangers.
      const { user: caller } = await request.requireUser();
      const verdict = mayRequestEmail(
        await emailRequestFacts({
          db,
          caller,
          request: { emailType: 'welcome', recipientEmail: request.body.email, templateData: {} },
        }),
      );
      if (!verdict.allowed) return reply.code(403).send({ success: false, error: verdict.reason });
      await queueWelcomeEmail({ db, request: request.body });
      return { success: true as const };
    },
  );

  if (config.env === 'production') {
    // Answer 404 here rather than let the web app's history fallback serve its page for these paths.
    const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    app.get('/dev/mailbox', { schema: { hide: true } }, notFound);
    app.get('/dev/mailbox/*', { schema: { hide: true } }, notFound);
    return;
  }

  // Only this machine reads the mailbox unless DEV_MAILBOX_OPEN=true (dev-mailbox-access.ts).
  const onlyFromThisMachine = devMailboxGuard(config.devMailboxOpen);

  app.get(
    '/api/dev/mailbox',
    {
      config: { caller: 'anyone' },
      onRequest: onlyFromThisMachine,
      schema: {
        tags: ['dev'],
        summary: 'Emails in the dev mailbox, newest first (not in production)',
        querystring: z.object({
          to: z.string().trim().max(254).optional(),
          limit: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: z.array(devMailboxMessageSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listDevMailbox({ db, to: request.query.to || undefined, limit: request.query.limit }),
  );

  app.get(
    '/dev/mailbox',
    {
      onRequest: onlyFromThisMachine,
      schema: { hide: true, querystring: z.object({ to: z.string().trim().max(254).optional() }).loose() },
    },
    async (request, reply) => {
      const to = request.query.to || undefined;
      const [messages, undelivered] = await Promise.all([
        listDevMailbox({ db, to, limit: 100 }),
        listUndeliveredEmails({ db, limit: 50 }),
      ]);
      return reply
        .header('content-security-policy', MAILBOX_PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxListPage({ messages, undelivered, to }));
    },
  );

  app.get(
    '/dev/mailbox/:id',
    { onRequest: onlyFromThisMachine, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const message = await getDevMailboxMessage({ db, id: request.params.id });
      if (!message) return reply.callNotFound();
      return reply
        .header('content-security-policy', MAILBOX_PAGE_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxMessagePage(message));
    },
  );

  app.get(
    '/dev/mailbox/:id/html',
    { onRequest: onlyFromThisMachine, schema: { hide: true, params: z.object({ id: z.string() }) } },
    async (request, reply) => {
      const message = await getDevMailboxMessage({ db, id: request.params.id });
      if (!message) return reply.callNotFound();
      return reply
        .header('content-security-policy', MAILBOX_EMAIL_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mailboxMessageHtml(message));
    },
  );
};
