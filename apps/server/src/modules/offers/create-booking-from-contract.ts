import { BOOKING_DAYS_MAX, type BookingDay } from '@reelhire/shared/booking-days';
import { bookingMachine } from '@reelhire/shared/bookings';
import type { OfferTerms } from '@reelhire/shared/offers';
import { checkEntry, type Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { bookingMilestones, bookings } from '../../db/schema/bookings.ts';
import { jobs } from '../../db/schema/hiring.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { bookingContacts } from '../booking-parties/booking-parties.ts';
import { recordHiringEvent } from '../../db/record-hiring-event.ts';
import { notifyTurn } from '../../notifications/notify-turn.ts';

export interface ContractForBooking {
  id: string;
  number: string;
  jobId: string;
  clientId: string;
  filmmakerId: string;
  currency: string;
  amountMinor: number;
  terms: OfferTerms;
}

/**
 * The shoot days a contract books (decision 0032). A contract's terms give a date range, not the dates,
 * so a day or half-day rate books every date of the range as a full day (at most BOOKING_DAYS_MAX, the
 * first ones); a fixed fee books none, since its range is a delivery window rather than shoot days.
 */
export function contractDays(terms: Pick<OfferTerms, 'rate_type' | 'start_date' | 'end_date'>): BookingDay[] {
  if (terms.rate_type === 'fixed') return [];
  const days: BookingDay[] = [];
  const day = new Date(`${terms.start_date}T00:00:00Z`);
  while (days.length < BOOKING_DAYS_MAX) {
    const date = day.toISOString().slice(0, 10);
    if (date > terms.end_date) break;
    days.push({ date, part: 'full' });
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** A booking request being accepted (decision 0034): its booking takes the contract instead of a new one. */
export interface BookingRequestAcceptance {
  bookingId: string;
  /** Who accepted: the filmmaker a request, the client the filmmaker's proposed changes. */
  actor: Actor;
  actorUserId: string;
}

/**
 * Makes the booking of a contract just signed, inside the transaction that accepted the offer: confirmed
 * at once (the offer rounds were the agreement; the machine's `from_contract` entry), one milestone per contract
 * milestone, a first timeline entry, and a booking confirmation to each party through the outbox.
 */
export async function createBookingFromContract({
  tx,
  contract,
  actorUserId,
  request,
}: {
  tx: Db;
  contract: ContractForBooking;
  actorUserId: string | null;
  /** An accepted booking request: confirm that booking with the contract (its days stay the request's). */
  request?: BookingRequestAcceptance | undefined;
}): Promise<string> {
  const { terms } = contract;
  const bookingId = request
    ? await confirmRequest(tx, contract, request)
    : await insertFromContract(tx, contract, actorUserId);
  const milestones = await tx
    .insert(bookingMilestones)
    .values(
      terms.milestones.map((milestone, position) => ({
        bookingId,
        position,
        title: milestone.title,
        amountMinor: milestone.amount_minor,
        dueDate: milestone.due_date,
        acceptanceCriteria: milestone.acceptance_criteria ?? null,
      })),
    )
    .returning({ id: bookingMilestones.id });
  // Milestones start pending (the filmmaker's turn) and unfunded (the client's) with no timeline entry of
  // their own, so their turns are told here; the first milestone's stands for the rest (decision 0062).
  for (const milestone of milestones) {
    await notifyTurn(tx, { machine: 'milestone', recordId: milestone.id, state: 'pending', actor: 'system' });
    await notifyTurn(tx, {
      machine: 'milestone_funding',
      recordId: milestone.id,
      state: 'unfunded',
      actor: 'system',
    });
  }
  await confirmationEmails(tx, bookingId, terms.start_date);
  return bookingId;
}

/** The request becomes confirmed (the machine's `accept`, by whoever accepted) and takes the contract. */
async function confirmRequest(
  tx: Db,
  contract: ContractForBooking,
  request: BookingRequestAcceptance,
): Promise<string> {
  await recordTransition({
    tx,
    table: bookings,
    machine: bookingMachine,
    recordType: 'booking',
    id: request.bookingId,
    transition: 'accept',
    actor: request.actor,
    actorUserId: request.actorUserId,
    set: {
      contractId: contract.id,
      revisionsIncluded: contract.terms.revisions_included,
      killFeePercent: contract.terms.kill_fee_percent,
    },
    note: `Contract ${contract.number}`,
  });
  return request.bookingId;
}

async function insertFromContract(
  tx: Db,
  contract: ContractForBooking,
  actorUserId: string | null,
): Promise<string> {
  const { terms } = contract;
  const entry = checkEntry(bookingMachine, 'from_contract', 'system');
  if (!entry.ok) throw new Error(entry.error);
  const status = entry.to;
  const days = contractDays(terms);
  // The booking's title is its job's, kept so lists need no join and it reads the same after edits.
  const [job] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, contract.jobId));
  const [booking] = await tx
    .insert(bookings)
    .values({
      contractId: contract.id,
      clientId: contract.clientId,
      filmmakerId: contract.filmmakerId,
      status,
      days,
      firstDay: terms.start_date,
      lastDay: terms.end_date,
      title: job!.title,
      currency: contract.currency,
      amountMinor: contract.amountMinor,
      revisionsIncluded: terms.revisions_included,
      killFeePercent: terms.kill_fee_percent,
    })
    .returning({ id: bookings.id });
  const bookingId = booking!.id;
  await recordHiringEvent(tx, {
    recordType: 'booking',
    recordId: bookingId,
    transition: 'create',
    actor: 'system',
    actorUserId,
    fromStatus: null,
    toStatus: status,
    note: `Booked from contract ${contract.number}`,
  });
  return bookingId;
}

/** A booking confirmation to each party through the outbox, once per booking and role. */
async function confirmationEmails(tx: Db, bookingId: string, startDate: string) {
  const contacts = await bookingContacts(tx, bookingId);
  const jobTitle = contacts.title.slice(0, 200);
  await enqueueEmail({
    db: tx,
    emailType: 'booking_confirmation',
    recipientEmail: contacts.filmmaker.email,
    idempotencyKey: `booking_confirmation:${bookingId}:filmmaker`,
    templateData: {
      recipientRole: 'filmmaker',
      firstName: contacts.filmmaker.firstName,
      otherPartyName: contacts.client.name,
      jobTitle,
      bookingId,
      startDate,
    },
  });
  await enqueueEmail({
    db: tx,
    emailType: 'booking_confirmation',
    recipientEmail: contacts.client.email,
    idempotencyKey: `booking_confirmation:${bookingId}:client`,
    templateData: {
      recipientRole: 'client',
      firstName: contacts.client.firstName,
      otherPartyName: contacts.filmmaker.name,
      jobTitle,
      projectId: contacts.projectId,
      jobId: contacts.jobId,
      startDate,
    },
  });
}
