import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  emailPreferencesSchema,
  emailTypeLabel,
  updateEmailPreferencesSchema,
} from '@reelhire/shared/email-preferences';
import { USER_TYPES, type UserType } from '@reelhire/shared/user-type';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { emailSite } from '../../email/templates/email-template.ts';
import { accountPath } from '../../email/templates/paths.ts';
import { getEmailPreferences } from './get-email-preferences.ts';
import { unsubscribe, unsubscribingMemberType } from './unsubscribe.ts';
import { confirmUnsubscribePage, invalidUnsubscribeLinkPage, unsubscribedPage } from './unsubscribe-page.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { updateEmailPreferences } from './update-email-preferences.ts';

export interface EmailPreferenceRoutesOptions {
  db: Db;
  config: Config;
}

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema };
// The pages run no scripts; their one form posts back to this server.
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";
const tokenQuery = z.object({ token: z.string().max(300).default('') }).loose();

/**
 * Email preferences (decision 0063): the member's own switches per notification email type, and the
 * one-click unsubscribe link every optional notification email carries (RFC 8058).
 */
export const emailPreferenceRoutes: FastifyPluginAsyncZod<EmailPreferenceRoutesOptions> = async (
  app,
  { db, config },
) => {
  const site = emailSite(config.publicUrl);
  const settingsUrl = (userType: unknown) =>
    (USER_TYPES as readonly unknown[]).includes(userType)
      ? site.link(accountPath(userType as UserType), { tab: 'notifications' })
      : site.link('/login');

  app.get(
    '/api/rest/v1/email-preferences',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['email'],
        summary: 'My email preferences: every notification email type, on or off',
        security,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return getEmailPreferences({ db, userId: user.id });
    },
  );

  app.put(
    '/api/rest/v1/email-preferences',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['email'],
        summary: 'Turn my notification email types on or off (the ones not named stay as they are)',
        description:
          'Account and essential emails (welcome, approval, bookings, payments, payouts) cannot be turned off: 400.',
        security,
        body: updateEmailPreferencesSchema,
        response: { 200: emailPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      await updateEmailPreferences({ db, userId: user.id, update: request.body, source: 'settings' });
      return getEmailPreferences({ db, userId: user.id });
    },
  );

  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; the body says nothing more.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const sendPage = (reply: FastifyReply, status: number, html: string) =>
    reply
      .code(status)
      .header('content-security-policy', PAGE_CSP)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(html);

  const unsubscribeSchema = {
    tags: ['email'],
    security: [],
    querystring: tokenQuery,
    produces: ['text/html'],
  };

  app.get(
    '/api/email/unsubscribe',
    {
      config: { caller: 'anyone', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        ...unsubscribeSchema,
        summary: 'The one-click unsubscribe link of an email: a page asking to confirm (no sign-in)',
      },
    },
    async (request, reply) => {
      const target = readUnsubscribeToken(config.jwtSecret, request.query.token);
      if (!target)
        return sendPage(reply, 400, invalidUnsubscribeLinkPage({ preferencesUrl: site.link('/login') }));
      return sendPage(
        reply,
        200,
        confirmUnsubscribePage({
          label: emailTypeLabel(target.emailType),
          // The same link, posted: what a mail client's unsubscribe button does too.
          action: `/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`,
          preferencesUrl: settingsUrl(await unsubscribingMemberType({ db, userId: target.userId })),
        }),
      );
    },
  );

  app.post(
    '/api/email/unsubscribe',
    {
      config: { caller: 'anyone', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        ...unsubscribeSchema,
        summary:
          'RFC 8058 one-click unsubscribe: turns the email type the signed link names off (no sign-in)',
      },
    },
    async (request, reply) => {
      const target = readUnsubscribeToken(config.jwtSecret, request.query.token);
      if (!target)
        return sendPage(reply, 400, invalidUnsubscribeLinkPage({ preferencesUrl: site.link('/login') }));
      const done = await unsubscribe({ db, target });
      return sendPage(
        reply,
        200,
        unsubscribedPage({
          label: emailTypeLabel(target.emailType),
          preferencesUrl: settingsUrl(done?.userType),
        }),
      );
    },
  );
};
