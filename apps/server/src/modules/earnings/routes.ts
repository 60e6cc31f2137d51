import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { earningsSchema, sandboxClockInputSchema, sandboxClockResultSchema } from '@reelhire/shared/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { getEarnings } from './get-earnings.ts';
import { runMoneySweeps } from './run-money-sweeps.ts';

const DAY_MS = 86_400_000;

/**
 * A filmmaker's earnings (decision 0043), read from the ledger; and, while the sandbox takes the payments,
 * the sandbox clock (decision 0045).
 */
export const earningsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  config: Pick<Config, 'receiptTax'>;
  /** Whether the sandbox provider takes the payments: only then is there a sandbox clock to move. */
  sandbox: boolean;
  /**
   * Sends the card refunds due (decision 0048) as the clock moves; given by the app, because the sweep is
   * the payments module's and earnings does not reach into it.
   */
  sendRefunds?: (now: Date) => Promise<number>;
}> = async (app, { db, config, sandbox, sendRefunds }) => {
  app.get(
    '/earnings',
    {
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
  if (sandbox) {
    app.post(
      '/sandbox/clock',
      {
        schema: {
          tags: ['earnings'],
          summary: 'Run the money sweeps as if some days had passed (admin, sandbox only)',
          description:
            'Reminds, releases automatically, makes earnings available and sends card refunds as they would be ' +
            '`days` from now. ' +
            'Moves money only as those sweeps do (idempotent keys); absent when Stripe takes the payments.',
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
        await request.requireRole('admin');
        const asOf = new Date(Date.now() + request.body.days * DAY_MS);
        const done = await runMoneySweeps({ db, config, logger: request.log, now: asOf });
        const refunded = sendRefunds ? await sendRefunds(asOf) : 0;
        return {
          refunded,
          as_of: asOf.toISOString(),
          reminded: done.reminded,
          released: done.released,
          made_available: done.madeAvailable,
        };
      },
    );
  }
};
