import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { payoutScheduleSchema, putPayoutScheduleInputSchema } from '@reelhire/shared/payout-schedules';
import {
  failPayoutInputSchema,
  markPayoutPaidInputSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutSchema,
  requestPayoutInputSchema,
} from '@reelhire/shared/payouts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { idempotencyKeyHeaders } from '../../http/idempotency-key.ts';
import { getPayoutSchedule } from './get-payout-schedule.ts';
import { listPayouts } from './list-payouts.ts';
import { processPayout } from './process-payout.ts';
import { requestPayout } from './request-payout.ts';
import { setPayoutSchedule } from './set-payout-schedule.ts';

const idParams = idParamsSchema('payout');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/** Payouts (issue 14, decision 0043): filmmakers ask for their available earnings; admins pay them. */
export const payoutRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/payouts',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['payouts'],
        summary: 'Ask for a payout of available earnings (filmmaker; Idempotency-Key required)',
        description:
          'Moves the amount from the available balance to payouts in transit. At least the payout minimum; ' +
          'more than the available balance in that currency is a 409 `insufficient_funds`. A retry with ' +
          'the same Idempotency-Key answers the first payout and moves nothing more; the same key with ' +
          'another amount is a 409 `idempotency_key_reused`. Keys starting `schedule:` are the payout ' +
          'schedule’s own (a 400).',
        headers: idempotencyKeyHeaders,
        body: requestPayoutInputSchema,
        response: { 201: payoutSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('filmmaker');
      // The schedule's keys name a period; a filmmaker's own key taking one would stand in for that run.
      if (request.headers['idempotency-key'].startsWith('schedule:')) {
        throw badRequest('Idempotency-Key: keys starting with schedule: are kept for scheduled payouts');
      }
      const payout = await requestPayout({
        db,
        filmmakerId: entityId,
        userId: user.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(201).send(payout);
    },
  );

  const scheduleDescription =
    'One schedule for every currency the filmmaker earns in (decision 0049): off (the default; payouts are ' +
    'requested by hand), weekly on a weekday, or monthly on a day from 1 to 28. On each run, every ' +
    'currency whose available balance reaches `effective_minimum_minor` (the larger of the platform’s ' +
    'minimum payout and the filmmaker’s `minimum_minor`, in that currency’s minor units) is requested as ' +
    'one payout of the whole balance; smaller balances wait for the next run. Runs are at midnight UTC ' +
    'on the scheduled day; `next_run_at` is computed on the server, in UTC, and is null when off.';

  app.get(
    '/payouts/schedule',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['payouts'],
        summary: 'The caller’s payout schedule and its next run (filmmaker)',
        description: scheduleDescription,
        response: { 200: payoutScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return getPayoutSchedule({ db, filmmakerId: entityId });
    },
  );

  app.put(
    '/payouts/schedule',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['payouts'],
        summary: 'Set the caller’s payout schedule (filmmaker); answers it with its next run',
        description:
          `${scheduleDescription} A weekly schedule needs \`weekday\` (monday to sunday), a monthly one ` +
          '`day_of_month`; the other is ignored. Saving on the scheduled day waits for the next one.',
        body: putPayoutScheduleInputSchema,
        response: { 200: payoutScheduleSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return setPayoutSchedule({ db, filmmakerId: entityId, input: request.body });
    },
  );

  app.get(
    '/payouts',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['payouts'],
        summary: "The caller's payouts (filmmaker), or every payout by status (admin), newest first",
        querystring: payoutListQuerySchema,
        response: { 200: payoutListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      if (user.userMetadata.user_type === 'admin') return listPayouts({ db, query: request.query });
      const { entityId } = await request.requireEntity('filmmaker');
      return listPayouts({ db, filmmakerId: entityId, query: request.query });
    },
  );

  app.post(
    '/payouts/:id/approve',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['payouts'],
        summary: 'Approve a requested payout (admin)',
        params: idParams,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: { transition: 'approve' },
      });
    },
  );

  app.post(
    '/payouts/:id/mark_paid',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['payouts'],
        summary:
          'Mark an approved payout paid with the bank transfer’s reference (admin; Idempotency-Key required); emails the filmmaker',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: markPayoutPaidInputSchema,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: {
          transition: 'mark_paid',
          reference: request.body.reference,
          idempotencyKey: request.headers['idempotency-key'],
        },
      });
    },
  );

  app.post(
    '/payouts/:id/fail',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['payouts'],
        summary:
          'Mark a payout failed with a reason (admin; Idempotency-Key required): the money returns to the available balance',
        params: idParams,
        headers: idempotencyKeyHeaders,
        body: failPayoutInputSchema,
        response: { 200: payoutSchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return processPayout({
        db,
        adminUserId: user.id,
        id: request.params.id,
        step: {
          transition: 'fail',
          reason: request.body.reason,
          idempotencyKey: request.headers['idempotency-key'],
        },
      });
    },
  );
};
