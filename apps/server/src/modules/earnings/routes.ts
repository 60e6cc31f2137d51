import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { earningsSchema, sandboxClockInputSchema, sandboxClockResultSchema } from '@reelhire/shared/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { writeAuditEntry } from '../audit/write-audit-entry.ts';
import { getEarnings } from './get-earnings.ts';

const DAY_MS = 86_400_000;

/** What one pass of the money sweeps did (the money schedule's MoneyPass). */
interface MoneyPassCounts {
  reminded: number;
  released: number;
  madeAvailable: number;
  paymentReminders: number;
  refunded: number;
  scheduledPayouts: number;
}

/**
 * A filmmaker's earnings (decision 0043), read from the ledger; and, while the sandbox takes the payments,
 * the sandbox clock (decision 0045).
 */
export const earningsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /**
   * While the sandbox takes the payments, the clock: one pass of every money sweep as of a date, given by
   * the app (the money schedule's own pass: reminders, refunds and scheduled payouts are other modules').
   * Absent, there is no sandbox clock.
   */
  runMoneyPass?: ((now: Date) => Promise<MoneyPassCounts>) | undefined;
}> = async (app, { db, runMoneyPass }) => {
  app.get(
    '/earnings',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['earnings'],
        summary:
          "The caller's earnings per currency (filmmaker): available, pending, in escrow, in transit, paid out, by month and by booking",
        response: { 200: earningsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return getEarnings({ db, filmmakerId: entityId });
    },
  );

  // Like a payment provider's test clock: in the sandbox (no real money can be paid in), an admin runs the
  // time-based money sweeps as if `days` had passed, so the holds, reminders and automatic releases that
  // take days can be seen working in minutes. With Stripe set up the route does not exist (404).
  if (runMoneyPass) {
    app.post(
      '/sandbox/clock',
      {
        config: { caller: 'admin' },
        schema: {
          tags: ['earnings'],
          summary: 'Run the money sweeps as if some days had passed (admin, sandbox only)',
          description:
            'Runs every money sweep as it would run `days` from now: reminders before automatic release, ' +
            'automatic releases, earnings made available, payment reminders, card refunds and scheduled ' +
            'payouts. Moves money only as those sweeps do (idempotent keys); absent when Stripe takes the payments.',
          body: sandboxClockInputSchema,
          response: {
            200: sandboxClockResultSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { user } = await request.requireRole('admin');
        const asOf = new Date(Date.now() + request.body.days * DAY_MS);
        const done = await runMoneyPass(asOf);
        const result = {
          as_of: asOf.toISOString(),
          reminded: done.reminded,
          released: done.released,
          made_available: done.madeAvailable,
          payment_reminders: done.paymentReminders,
          refunded: done.refunded,
          scheduled_payouts: done.scheduledPayouts,
        };
        // Decision 0064: the pass is many sweeps, each its own transaction (as the schedule runs them), so
        // there is no one transaction to share; the entry records what the pass did once it has done it.
        await db.transaction((tx) =>
          writeAuditEntry({
            tx,
            actorUserId: user.id,
            action: 'sandbox_clock.advance',
            recordType: 'sandbox_clock',
            recordId: 'sandbox',
            before: null,
            after: { days: request.body.days, ...result },
          }),
        );
        return result;
      },
    );
  }
};
