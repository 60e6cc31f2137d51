import { payoutFailed, payoutPaid } from '@reelhire/shared/ledger';
import { payoutMachine, type Payout } from '@reelhire/shared/payouts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { users } from '../../db/schema/auth.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { postMovement } from '../ledger/post-movement.ts';
import { loadPayout, type PayoutRow } from './payout-record.ts';

export type PayoutProcessing =
  | { transition: 'approve' }
  | { transition: 'mark_paid'; reference: string; idempotencyKey: string }
  | { transition: 'fail'; reason: string; idempotencyKey: string };

/**
 * An admin moves a payout through its machine (decision 0043): approve it, mark it paid with the bank
 * transfer's reference (the money leaves for the bank, and the filmmaker is emailed), or fail it with a
 * reason (the money returns to their available balance). The payout row is locked first, so two admins
 * clicking at once get one change and a 409; the movement is keyed by the payout, so it posts once.
 */
export async function processPayout({
  db,
  adminUserId,
  id,
  step,
}: {
  db: Db;
  adminUserId: string;
  id: string;
  step: PayoutProcessing;
}): Promise<Payout> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
    // A retried settlement (the same key) answers as the first did; it moved the money already.
    if (step.transition !== 'approve' && locked?.settledIdempotencyKey === step.idempotencyKey) return;
    const moved: PayoutRow = await recordTransition({
      tx,
      table: payouts,
      machine: payoutMachine,
      recordType: 'payout',
      id,
      transition: step.transition,
      actor: 'admin',
      actorUserId: adminUserId,
      notFoundMessage: 'No such payout',
      ...(step.transition === 'mark_paid'
        ? { set: { reference: step.reference, settledIdempotencyKey: step.idempotencyKey } }
        : {}),
      ...(step.transition === 'fail'
        ? {
            set: { failureReason: step.reason, settledIdempotencyKey: step.idempotencyKey },
            note: step.reason,
          }
        : {}),
    });
    const money = {
      filmmakerId: moved.filmmakerId,
      currency: moved.currency,
      amountMinor: moved.amountMinor,
    };
    if (step.transition === 'mark_paid') {
      await postMovement({
        tx,
        kind: 'payout_paid',
        idempotencyKey: `payout_paid:${id}`,
        entries: payoutPaid(money),
        description: `Payout sent, reference ${step.reference}`,
        reference: { payoutId: id },
        actorUserId: adminUserId,
      });
      const [filmmaker] = await tx
        .select({ email: users.email, firstName: filmmakers.firstName })
        .from(filmmakers)
        .innerJoin(users, eq(users.id, filmmakers.userId))
        .where(eq(filmmakers.id, moved.filmmakerId));
      // The one payout email SPEC has says the money is on its way, so it goes when it is; a failure is
      // shown with its reason on the earnings page instead.
      await enqueueEmail({
        db: tx,
        emailType: 'payout_notification',
        recipientEmail: filmmaker!.email,
        idempotencyKey: `payout_notification:${id}`,
        templateData: {
          ...(filmmaker!.firstName ? { firstName: filmmaker!.firstName } : {}),
          amount: { amount: moved.amountMinor, currency: moved.currency },
        },
      });
    }
    if (step.transition === 'fail') {
      await postMovement({
        tx,
        kind: 'payout_failed',
        idempotencyKey: `payout_failed:${id}`,
        entries: payoutFailed(money),
        description: 'Payout failed: money returned to available',
        reference: { payoutId: id },
        actorUserId: adminUserId,
      });
    }
  });
  return (await loadPayout(db, id))!;
}
