import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  bookingFundingSchema,
  createPaymentInputSchema,
  moneyErrorSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentSchema,
} from '@reelhire/shared/payments';
import { refundListQuerySchema, refundListSchema } from '@reelhire/shared/refunds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { cancelPayment } from './cancel-payment.ts';
import { checkoutReturnOrigin } from './checkout-return-origin.ts';
import { createPayment } from './create-payment.ts';
import { getBookingFunding } from './get-booking-funding.ts';
import { listPayments } from './list-payments.ts';
import { listRefunds } from './list-refunds.ts';
import { clientPayment, toPayment } from './payment-record.ts';
import type { PaymentProviders } from './providers.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = idParamsSchema('payment');

/**
 * Payments under /api/rest/v1 (issue 14, decision 0042): a client funds a milestone or a whole contract
 * into escrow by card or from their wallet, or adds money to the wallet by card. Money-moving calls need an
 * Idempotency-Key header: a retry answers the first payment and moves nothing again.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Config;
  providers: PaymentProviders;
}> = async (app, { db, config, providers }) => {
  app.post(
    '/payments',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'Fund a milestone or a whole contract into escrow, or add money to the wallet (client)',
        description:
          'Requires an `Idempotency-Key` header (400 without). Amounts come from the milestones (every unfunded ' +
          'one for `contract_funding`), with the 5 % service fee on top. `method: card` answers the payment ' +
          '`created` with `checkout_url`; the provider webhook makes it `succeeded` or `failed`. `method: wallet` ' +
          'moves the money at once (409 `insufficient_funds` when the wallet is short, moving nothing). A funded ' +
          'milestone or a booking no longer under way is a 409 `{ error, status }`.',
        headers: z.looseObject({ 'idempotency-key': z.string().trim().min(1).max(200).optional() }),
        body: createPaymentInputSchema,
        response: { 201: paymentSchema, ...errors, 409: moneyErrorSchema },
      },
    },
    async (request, reply) => {
      const idempotencyKey = request.headers['idempotency-key'];
      if (!idempotencyKey) throw badRequest('Send an Idempotency-Key header with every payment request');
      const { user, entityId } = await request.requireEntity('client');
      const payment = await createPayment({
        db,
        config,
        provider: providers.card,
        publicUrl: config.publicUrl,
        returnOrigin: checkoutReturnOrigin(config, {
          origin: request.headers.origin,
          referer: request.headers.referer,
          localPort: request.socket.localPort,
        }),
        userId: user.id,
        clientId: entityId,
        idempotencyKey,
        input: request.body,
      });
      return reply.code(201).send(payment);
    },
  );

  app.get(
    '/payments',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['payments'],
        summary:
          "The client's payments, newest first, optionally for one booking; paged by `after` and `limit`",
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return listPayments({ db, clientId: entityId, query: request.query });
    },
  );

  app.get(
    '/payments/:id',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'One payment, for the client who made it (anyone else: 404)',
        params: idParams,
        response: { 200: paymentSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return toPayment(await clientPayment(db, request.params.id, entityId));
    },
  );

  app.post(
    '/payments/:id/cancel',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['payments'],
        summary: 'Abandon a card payment still waiting for its checkout (client)',
        description:
          'Only from `created` or `requires_action`; otherwise 409 `{ error, status }`, changing nothing. ' +
          'Its checkout closes. Should the provider report the card paid anyway, the money is still settled.',
        params: idParams,
        response: { 200: paymentSchema, ...errors, 409: moneyErrorSchema },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return cancelPayment({ db, id: request.params.id, clientId: entityId });
    },
  );

  app.get(
    '/refunds',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['payments'],
        summary: "Card refunds of cancelled bookings: the client's own, or everyone's (admin), newest first",
        description:
          'A cancellation refunds what a card paid to that card (decision 0048). Each refund is `pending` until ' +
          'the provider accepts it, `processing` while the provider confirms it, then `succeeded`, or ' +
          '`returned_to_wallet` (with `failure_reason`) when the card refused it and the money went to the ' +
          "client's wallet instead. `status_label` says it in the client's words. What the wallet paid goes " +
          'back to the wallet at once and has no refund here. Keyset paged (`after`, `limit`); `booking_id` ' +
          'narrows to one booking.',
        querystring: refundListQuerySchema,
        response: { 200: refundListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      if (user.userMetadata.user_type === 'admin') return listRefunds({ db, query: request.query });
      const { entityId } = await request.requireEntity('client');
      return listRefunds({ db, clientId: entityId, query: request.query });
    },
  );

  app.get(
    '/bookings/:id/funding',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['payments'],
        summary:
          "Which of a booking's milestones are funded, what funding each costs, and the wallet balance (client)",
        params: idParams,
        response: { 200: bookingFundingSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return getBookingFunding({ db, bookingId: request.params.id, clientId: entityId });
    },
  );
};
