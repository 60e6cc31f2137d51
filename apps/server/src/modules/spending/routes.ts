import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { expenditureSchema, walletQuerySchema, walletSchema } from '@reelhire/shared/spending';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getExpenditure } from './get-expenditure.ts';
import { getWallet } from './get-wallet.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * A client's own money, read from the ledger (issue 14, decision 0044): the wallet and the expenditure.
 * Only ever the caller's: there is no id to name anyone else's.
 */
export const spendingRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/wallet',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['wallet'],
        summary: "The client's wallet: balance per currency and its history, newest first",
        description:
          'Balances are the client_wallet ledger accounts; the history is their entries (deposits in, ' +
          'fundings out, refunds in), each with its movement’s kind, description and reference ids, keyset ' +
          'paged with `after`. `currency` narrows both to one currency.',
        querystring: walletQuerySchema,
        response: { 200: walletSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return getWallet({ db, clientId: entityId, query: request.query });
    },
  );

  app.get(
    '/expenditure',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['wallet'],
        summary: "The client's spend by project and by month, escrow held now, and the wallet, per currency",
        description:
          'Spend is what was paid into escrow for the client’s bookings with the service fee (charged), ' +
          'less what cancellations returned (refunded). Months are UTC. Escrow lists bookings with money ' +
          'held now.',
        response: { 200: expenditureSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return getExpenditure({ db, clientId: entityId });
    },
  );
};
