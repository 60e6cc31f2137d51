import type { BookingTerms } from '@reelhire/shared/booking-requests';
import { daySpan } from '@reelhire/shared/booking-days';
import type { Hold } from '@reelhire/shared/hold-records';
import { holdDeadline, placeNewHold } from '@reelhire/shared/holds';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/schema/holds.ts';
import { clients } from '../../db/schema/profiles.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { bookedDaysOf, liveHoldsOf, lockFilmmaker, unavailableDaysOf } from './filmmaker-days.ts';
import { loadHold } from './hold-record.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';

/**
 * A client pencils a filmmaker's days (decision 0035): first on free days, second behind someone's first
 * hold, refused (409 with why) on booked days, on days that already carry a second hold, or on days the
 * client already holds. A day the filmmaker marked unavailable takes no hold (decision 0036). The filmmaker's row
 * is locked first, so of two clients placing a first hold on the same days at once one is first and the
 * other second.
 */
export async function placeHold({
  db,
  clientId,
  userId,
  terms,
  now = new Date(),
}: {
  db: Db;
  clientId: string;
  userId: string;
  terms: BookingTerms;
  now?: Date;
}): Promise<Hold> {
  const id = await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ verified: clients.verified, setup: clients.setup })
      .from(clients)
      .where(eq(clients.id, clientId));
    if (!client?.setup) throw new HttpError(403, 'Finish setting up your client profile to hold dates');
    if (!client.verified) throw new HttpError(403, 'Verify your identity to hold dates');

    const filmmaker = await lockFilmmaker(tx, terms.filmmaker_id);
    if (!filmmaker?.setup) throw notFound('No such filmmaker');
    if (filmmaker.userId === userId) throw new HttpError(409, 'You cannot hold your own dates');
    if (!filmmaker.verified) {
      throw new HttpError(
        409,
        'This filmmaker has not verified their identity yet, so they cannot be booked',
      );
    }

    const verdict = placeNewHold({
      clientId,
      days: terms.days,
      liveHolds: await liveHoldsOf(tx, filmmaker.id),
      bookedDays: await bookedDaysOf(tx, filmmaker.id),
      unavailableDays: await unavailableDaysOf(tx, filmmaker.id, terms.days),
    });
    if (!verdict.ok) throw new HttpError(409, verdict.error, { reason: verdict.reason });

    const span = daySpan(terms.days)!;
    const [hold] = await tx
      .insert(holds)
      .values({
        filmmakerId: filmmaker.id,
        clientId,
        status: verdict.status,
        days: terms.days,
        firstDay: span.first,
        lastDay: span.last,
        title: terms.title,
        brief: terms.brief,
        location: terms.location,
        currency: terms.currency,
        amountMinor: terms.amount_minor,
        confirmBy: verdict.status === 'first' ? holdDeadline(now) : null,
      })
      .returning({ id: holds.id });
    await recordHiringEvent(tx, {
      recordType: 'hold',
      recordId: hold!.id,
      transition: verdict.status === 'first' ? 'place' : 'behind_first_hold',
      actor: 'client',
      actorUserId: userId,
      fromStatus: null,
      toStatus: verdict.status,
    });
    return hold!.id;
  });
  return (await loadHold(db, id))!;
}
