import { checkMilestoneMove, type MilestoneStatus } from '@reelhire/shared/milestones';
import { fundingTotal, type CreatePaymentInput, type Payment } from '@reelhire/shared/payments';
import type { createPaymentInputSchema } from '@reelhire/shared/payments';
import { and, eq, isNull } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/payments.ts';
import { HttpError, transitionRefused } from '../../http/errors.ts';
import { idempotencyKeyReused } from '../../http/idempotency-key.ts';
import {
  bookingClosedToFunding,
  bookingIdOfMilestone,
  bookingPlace,
  fundable,
  lockClientBooking,
  milestoneFunding,
} from '../ledger/milestone-funding.ts';
import { returnUrls, toPayment, type PaymentRow } from './payment-record.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { settlePayment } from './settle-payment.ts';

export interface CreatePaymentOptions {
  db: Db;
  /** What the receipt of a wallet funding needs (decision 0044). */
  config: Pick<Config, 'receiptTax'>;
  provider: PaymentProvider;
  publicUrl: string;
  /**
   * The app's origin the client started from, when it is one the app serves (checkout-return-origin.ts);
   * PUBLIC_URL when not given. The checkout returns there (decision 0059).
   */
  returnOrigin?: string;
  userId: string;
  clientId: string;
  idempotencyKey: string;
  input: z.output<typeof createPaymentInputSchema>;
}

export const keyReused = idempotencyKeyReused;

const hashOf = (input: CreatePaymentInput) =>
  createHash('sha256')
    .update(JSON.stringify(Object.entries(input).sort(([a], [b]) => a.localeCompare(b))))
    .digest('hex');

/**
 * Starts a payment (decision 0042). The amount comes from the milestones funded (or the deposit asked
 * for), never from the request. By wallet the money moves in this request (409 insufficient_funds moves
 * nothing); by card the answer carries the provider's checkout URL and the webhook moves it later. A retry
 * with the same Idempotency-Key answers the first payment as it is now; the same key for another request
 * is a 409. With `approve` (fund and approve, decision 0051) it is the client's approval of a submitted
 * milestone nobody funded: checked against the shared rule now, carried out when the payment settles.
 */
export async function createPayment(options: CreatePaymentOptions): Promise<Payment> {
  const { db, clientId, idempotencyKey, input } = options;
  const requestHash = hashOf(input);
  const existing = await byKey(db, clientId, idempotencyKey);
  const row =
    existing ?? (await insertPayment(options, requestHash)) ?? (await byKey(db, clientId, idempotencyKey));
  if (!row || row.requestHash !== requestHash) throw keyReused();
  return toPayment(await withCheckout(options, row));
}

async function byKey(db: Db, clientId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.clientId, clientId), eq(payments.idempotencyKey, idempotencyKey)));
  return row;
}

/** The new payment, or undefined when the same key won a race to insert first. */
async function insertPayment(
  {
    db,
    config,
    provider,
    publicUrl,
    returnOrigin,
    userId,
    clientId,
    idempotencyKey,
    input,
  }: CreatePaymentOptions,
  requestHash: string,
): Promise<PaymentRow | undefined> {
  return db.transaction(async (tx) => {
    const base = {
      clientId,
      userId,
      idempotencyKey,
      requestHash,
      method: input.method,
      returnOrigin: returnOrigin && returnOrigin !== publicUrl ? returnOrigin : null,
    };
    if (input.purpose === 'wallet_deposit') {
      const [row] = await tx
        .insert(payments)
        .values({
          ...base,
          status: 'created',
          purpose: input.purpose,
          provider: provider.name,
          currency: input.currency,
          amountMinor: input.amount_minor,
          feeMinor: 0,
          totalMinor: input.amount_minor,
        })
        .onConflictDoNothing()
        .returning();
      return row;
    }

    const bookingId =
      input.purpose === 'contract_funding'
        ? input.booking_id
        : await bookingIdOfMilestone(tx, input.milestone_id);
    const booking = await lockClientBooking(tx, bookingId, clientId);
    const closed = bookingClosedToFunding(booking);
    if (closed) throw closed;
    const milestones = await milestoneFunding(tx, booking);
    let chosen = milestones.filter((milestone) => fundable(booking, milestone));
    if (input.purpose === 'milestone_funding') {
      const milestone = milestones.find((m) => m.id === input.milestone_id)!;
      if (!fundable(booking, milestone)) {
        throw transitionRefused(
          milestone.funding === 'unfunded'
            ? 'This milestone is approved, so it takes no more money'
            : 'This milestone is funded already',
          milestone.funding,
        );
      }
      if (input.approve) {
        // The client approves by paying: the same rule as at settlement, so a refusal is told now.
        const verdict = checkMilestoneMove('fund_and_approve', {
          state: milestone.status as MilestoneStatus,
          actor: 'client',
          funding: milestone.funding,
        });
        if (!verdict.ok) {
          throw new HttpError(409, verdict.error, undefined, {
            status: milestone.status,
            ...(verdict.reason === 'milestone_funded' ? { code: verdict.reason } : {}),
          });
        }
      }
      chosen = [milestone];
    } else if (chosen.length === 0) {
      throw transitionRefused('Every milestone of this booking is funded already', 'funded');
    }
    const total = fundingTotal(chosen.map((milestone) => milestone.amountMinor));
    const place = await bookingPlace(tx, booking);
    const byWallet = input.method === 'wallet';
    const [row] = await tx
      .insert(payments)
      .values({
        ...base,
        status: byWallet ? 'succeeded' : 'created',
        purpose: input.purpose,
        provider: byWallet ? 'wallet' : provider.name,
        bookingId: booking.id,
        ...place,
        milestoneIds: chosen.map((milestone) => milestone.id),
        approvesMilestone: input.purpose === 'milestone_funding' && input.approve === true,
        currency: booking.currency,
        ...total,
      })
      .onConflictDoNothing()
      .returning();
    if (row && byWallet) await settlePayment(tx, row, userId, config);
    return row;
  });
}

/** A card payment still open and without a checkout yet (a first attempt that failed to reach the provider). */
async function withCheckout(
  { db, provider, publicUrl }: CreatePaymentOptions,
  row: PaymentRow,
): Promise<PaymentRow> {
  if (row.method !== 'card' || row.checkoutUrl || row.status !== 'created') return row;
  const session = await provider.createCheckout({
    paymentId: row.id,
    totalMinor: row.totalMinor,
    currency: row.currency,
    description:
      row.purpose === 'wallet_deposit'
        ? 'Money for your Reelhire wallet'
        : row.approvesMilestone
          ? 'Escrow for your Reelhire booking, released to the filmmaker as you approve'
          : 'Escrow for your Reelhire booking',
    ...returnUrls(publicUrl, row),
  });
  const [updated] = await db
    .update(payments)
    .set({ providerSessionId: session.sessionId, checkoutUrl: session.url, updatedAt: new Date() })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'created'), isNull(payments.checkoutUrl)))
    .returning();
  if (updated) return updated;
  // Another attempt with the same key got there first: its session is the one.
  const [current] = await db.select().from(payments).where(eq(payments.id, row.id));
  return current!;
}
