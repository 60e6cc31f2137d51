import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments, sandboxWebhookOutbox } from '../../db/schema/payments.ts';
import { returnUrls, type PaymentRow } from './payment-record.ts';
import { checkoutPage, closedPage, confirmPage, sandboxCardOutcome } from './sandbox-checkout-page.ts';
import { deliverSandboxWebhooks, enqueueSandboxEvent, type WebhookSender } from './sandbox-outbox.ts';
import { sandboxCheckoutPath, type SandboxEventType } from './sandbox-provider.ts';
import { sandboxWebhookSecret } from './sandbox-signature.ts';

const DECLINED = 'Your card was declined.';
const NOT_CONFIRMED = 'The payment was not confirmed with your bank, so nothing was charged.';

/** Deliveries to our own webhook endpoint through the whole HTTP pipeline (routing, hooks, verification). */
export function sandboxSender(app: Pick<FastifyInstance, 'inject'>): WebhookSender {
  return async (body, headers) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook/sandbox',
      headers,
      payload: body,
    });
    return response.statusCode;
  };
}

const params = z.object({ sessionId: z.string().regex(/^sbx_cs_[0-9a-f]{32}$/) });

/**
 * The sandbox provider's hosted checkout (decision 0042), reached by the browser without the API key: the
 * unguessable session id is what lets it in, as a provider's checkout link does. Each answer raises its
 * webhook events through the outbox, delivers them at once (a failed delivery is retried by the periodic
 * job), then sends the browser back to Reelhire's success or failure page.
 */
export const sandboxCheckoutRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const secret = sandboxWebhookSecret(config);
  const send = sandboxSender(app);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  async function session(sessionId: string) {
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerSessionId, sessionId)));
    if (!payment) return undefined;
    const raised = await db
      .select({ type: sandboxWebhookOutbox.type })
      .from(sandboxWebhookOutbox)
      .where(eq(sandboxWebhookOutbox.sessionId, sessionId));
    const types = new Set(raised.map((row) => row.type));
    // The client may have abandoned it on Reelhire (POST /payments/{id}/cancel): the checkout closes too.
    const finished =
      payment.status === 'canceled' ||
      types.has('payment.succeeded') ||
      types.has('payment.failed') ||
      types.has('payment.canceled');
    return { payment, finished, confirming: !finished && types.has('payment.requires_action') };
  }

  const view = (payment: PaymentRow, action: string, error?: string) => ({
    action,
    description:
      payment.purpose === 'wallet_deposit' ? 'Add money to your Reelhire wallet' : 'Fund escrow on Reelhire',
    totalMinor: payment.totalMinor,
    currency: payment.currency,
    ...(error ? { error } : {}),
  });

  async function raise(
    reply: FastifyReply,
    payment: PaymentRow,
    type: SandboxEventType,
    failureReason?: string,
    cardLast4?: string,
  ) {
    await enqueueSandboxEvent(db, {
      sessionId: payment.providerSessionId!,
      type,
      failureReason: failureReason ?? null,
      cardLast4: cardLast4 ?? null,
    });
    await deliverSandboxWebhooks({ db, secret, send, sessionId: payment.providerSessionId! });
    const urls = returnUrls(config.publicUrl, payment);
    if (type === 'payment.requires_action')
      return reply.redirect(sandboxCheckoutPath(payment.providerSessionId!), 303);
    return reply.redirect(type === 'payment.succeeded' ? urls.successUrl : urls.failureUrl, 303);
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

  const closed = (reply: FastifyReply, payment: PaymentRow | undefined) =>
    html(
      reply,
      payment ? 409 : 404,
      payment
        ? closedPage('This checkout is finished', returnUrls(config.publicUrl, payment).successUrl)
        : closedPage('No such checkout', config.publicUrl),
    );

  app.get(
    '/api/payments/sandbox/checkout/:sessionId',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const found = await session(request.params.sessionId);
      if (!found || found.finished) return closed(reply, found?.payment);
      const action = sandboxCheckoutPath(request.params.sessionId);
      return html(
        reply,
        200,
        found.confirming
          ? confirmPage(view(found.payment, `${action}/confirm`))
          : checkoutPage(view(found.payment, action)),
      );
    },
  );

  app.post(
    '/api/payments/sandbox/checkout/:sessionId',
    { schema: { hide: true, params, body: z.object({ card: z.string().max(40).default('') }).loose() } },
    async (request, reply) => {
      const found = await session(request.params.sessionId);
      if (!found || found.finished || found.confirming) return closed(reply, found?.payment);
      const outcome = sandboxCardOutcome(request.body.card);
      if (outcome === 'unknown') {
        const action = sandboxCheckoutPath(request.params.sessionId);
        return html(
          reply,
          400,
          checkoutPage(view(found.payment, action, 'Use one of the test cards listed below.')),
        );
      }
      if (outcome === 'succeeds') {
        const last4 = request.body.card.replace(/\D/g, '').slice(-4);
        return raise(reply, found.payment, 'payment.succeeded', undefined, last4);
      }
      if (outcome === 'declined') return raise(reply, found.payment, 'payment.failed', DECLINED);
      return raise(reply, found.payment, 'payment.requires_action');
    },
  );

  app.post(
    '/api/payments/sandbox/checkout/:sessionId/confirm',
    { schema: { hide: true, params, body: z.object({ answer: z.enum(['confirm', 'cancel']) }).loose() } },
    async (request, reply) => {
      const found = await session(request.params.sessionId);
      if (!found?.confirming) return closed(reply, found?.payment);
      return request.body.answer === 'confirm'
        ? // Only the confirmation test card (4000 0027 6000 3184) comes this way.
          raise(reply, found.payment, 'payment.succeeded', undefined, '3184')
        : raise(reply, found.payment, 'payment.failed', NOT_CONFIRMED);
    },
  );
};
