import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { ledgerCheckSchema, ledgerSummarySchema } from '@reelhire/shared/earnings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getLedgerSummary } from './get-ledger-summary.ts';
import { checkLedger } from './ledger-check.ts';

const errors = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The ledger for admins (decisions 0041 and 0043): a summary, and a check that recomputes every balance. */
export const ledgerRoutes: FastifyPluginAsyncZod<{ db: Db; sandbox: boolean }> = async (
  app,
  { db, sandbox },
) => {
  app.get(
    '/ledger/summary',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['ledger'],
        summary: 'Escrow held, fees earned, payouts to process and paid out, per currency (admin)',
        response: { 200: ledgerSummarySchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return { ...(await getLedgerSummary({ db })), sandbox };
    },
  );

  app.get(
    '/ledger/check',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['ledger'],
        summary:
          'Recompute every balance from its entries and re-add every movement; lists any difference (admin)',
        response: { 200: ledgerCheckSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      const check = await checkLedger({ db });
      return {
        ok:
          check.mismatchedAccounts.length === 0 &&
          check.unbalancedTransactions.length === 0 &&
          check.negativeAccounts.length === 0,
        accounts: check.accounts,
        transactions: check.transactions,
        mismatched_accounts: check.mismatchedAccounts.map((row) => ({
          account_id: row.accountId,
          kind: row.kind,
          cached_minor: row.cachedMinor,
          from_entries_minor: row.fromEntriesMinor,
        })),
        unbalanced_transactions: check.unbalancedTransactions.map((row) => ({
          transaction_id: row.transactionId,
          currency: row.currency,
          sum_minor: row.sumMinor,
        })),
        negative_accounts: check.negativeAccounts.map((row) => ({
          account_id: row.accountId,
          kind: row.kind,
          balance_minor: row.balanceMinor,
        })),
      };
    },
  );
};
