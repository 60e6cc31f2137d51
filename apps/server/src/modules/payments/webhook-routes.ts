import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/errors.ts';
import { WebhookVerificationError } from './payment-provider.ts';
import type { PaymentProviders } from './providers.ts';
import { receiveWebhook } from './receive-webhook.ts';

/**
 * POST /api/payments/webhook/{provider} (decision 0042): called by the provider, not a browser, so it
 * carries no API key; its signature over the exact bytes sent is what is checked, so this plugin reads
 * JSON bodies as the raw string.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  providers: PaymentProviders;
}> = async (app, { db, config, providers }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/payments/webhook/:provider',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed webhook (sandbox or stripe)",
        description:
          'Verified against the raw body (400 when the signature is missing, old or wrong), stored by event id, ' +
          'then applied once: a duplicate or an event the payment has moved past changes nothing.',
        params: z.object({ provider: z.string().max(20) }),
        response: {
          200: z.object({ received: z.literal(true), outcome: z.string() }),
          400: z.object({ error: z.string() }),
          404: z.object({ error: z.string() }),
        },
      },
    },
    async (request) => {
      const provider = providers.byName.get(request.params.provider);
      if (!provider) throw new HttpError(404, 'No such payment provider');
      if (typeof request.body !== 'string') throw new HttpError(400, 'A webhook body is JSON');
      try {
        return await receiveWebhook({
          db,
          config,
          provider,
          rawBody: request.body,
          headers: request.headers,
        });
      } catch (error) {
        if (error instanceof WebhookVerificationError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );
};
