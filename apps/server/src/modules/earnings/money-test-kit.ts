import { randomUUID } from 'node:crypto';
import {
  earningsAvailable,
  escrowFunding,
  escrowRelease,
  walletDeposit,
  type LedgerAccountKind,
} from '@reelhire/shared/ledger';
import { fundingCharge, releaseSplit } from '@reelhire/shared/money-policy';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import type { CallResult } from '../applications/hiring-test-kit.ts';
import { getAccountBalance } from '../ledger/account-balance.ts';
import { postMovement } from '../ledger/post-movement.ts';

// Money for the earning side's tests (decision 0043). Funding escrow is the paying side's work (another
// branch); until it lands, tests fund a milestone the way it will: a wallet deposit, then an escrow
// funding from that wallet, posted through the ledger's own movements, never as raw entries.

/** Funds a milestone's escrow with `amountMinor` (plus the client's service fee) from the client's wallet. */
export async function fundMilestone(
  db: Db,
  o: { clientId: string; milestoneId: string; currency: string; amountMinor: number },
): Promise<void> {
  const { totalMinor } = fundingCharge(o.amountMinor);
  await db.transaction(async (tx) => {
    await postMovement({
      tx,
      kind: 'wallet_deposit',
      idempotencyKey: `test-deposit:${o.milestoneId}`,
      entries: walletDeposit({
        provider: 'sandbox',
        clientId: o.clientId,
        currency: o.currency,
        amountMinor: totalMinor,
      }),
      description: 'Test deposit',
    });
    await postMovement({
      tx,
      kind: 'escrow_funding_wallet',
      idempotencyKey: `test-funding:${o.milestoneId}`,
      entries: escrowFunding({
        source: { walletOf: o.clientId },
        milestoneId: o.milestoneId,
        currency: o.currency,
        amountMinor: o.amountMinor,
      }),
      description: 'Test funding',
    });
  });
}

/**
 * Gives a filmmaker available earnings the way real ones arrive: a card funds a milestone's escrow, it is
 * released, and the hold passes. Answers what became available (the escrow less the filmmaker's fee).
 */
export async function seedAvailableEarnings(
  db: Db,
  o: { filmmakerId: string; currency?: string; escrowMinor: number },
): Promise<number> {
  const currency = o.currency ?? 'GBP';
  const milestoneId = randomUUID();
  const { earnedMinor } = releaseSplit(o.escrowMinor);
  await db.transaction(async (tx) => {
    const steps = [
      {
        kind: 'escrow_funding_card' as const,
        entries: escrowFunding({
          source: { card: 'sandbox' },
          milestoneId,
          currency,
          amountMinor: o.escrowMinor,
        }),
      },
      {
        kind: 'escrow_release' as const,
        entries: escrowRelease({
          milestoneId,
          filmmakerId: o.filmmakerId,
          currency,
          amountMinor: o.escrowMinor,
        }),
      },
      {
        kind: 'earnings_available' as const,
        entries: earningsAvailable({ filmmakerId: o.filmmakerId, currency, amountMinor: earnedMinor }),
      },
    ];
    for (const step of steps) {
      await postMovement({
        tx,
        ...step,
        idempotencyKey: `test-${step.kind}:${milestoneId}`,
        description: step.kind,
      });
    }
  });
  return earnedMinor;
}

/** An account's balance in minor units (0 for an account never used). */
export async function balanceOf(
  db: Db,
  kind: LedgerAccountKind,
  ownerId: string | null,
  currency = 'GBP',
): Promise<number> {
  return getAccountBalance({ db, account: { kind, ownerId, currency } });
}

/** An API call with an Idempotency-Key (money-moving calls require one). */
export async function moneyCall<T = Record<string, unknown>>(
  t: TestApp,
  token: string | undefined,
  method: 'GET' | 'POST',
  url: string,
  { payload, idempotencyKey }: { payload?: unknown; idempotencyKey?: string } = {},
): Promise<CallResult<T>> {
  const response = await t.app.inject({
    method,
    url: `/api/rest/v1${url}`,
    headers: {
      apikey: t.anonKey,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}
