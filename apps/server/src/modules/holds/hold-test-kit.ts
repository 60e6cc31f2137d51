import type { BookingTermsInput } from '@reelhire/shared/booking-requests';
import type { BookingDay } from '@reelhire/shared/booking-days';
import type { Hold } from '@reelhire/shared/hold-records';
import { and, asc, eq } from 'drizzle-orm';
import { hiringEvents } from '../../db/schema/hiring.ts';
import type { TestApp } from '../../test/test-app.ts';
import { call, type Party } from '../applications/hiring-test-kit.ts';

// The holds tests' helpers: terms to hold a filmmaker's days with, and the calls that move a hold.

export function holdTerms(
  filmmakerId: string,
  days: BookingDay[],
  overrides: Partial<BookingTermsInput> = {},
): BookingTermsInput {
  return {
    filmmaker_id: filmmakerId,
    days,
    title: 'Two-day commercial shoot',
    brief: 'A studio shoot for a spring campaign.',
    location: { remote: false, city: 'London', country: 'GB' },
    currency: 'GBP',
    amount_minor: 110_000,
    ...overrides,
  };
}

export const fullDays = (...dates: string[]): BookingDay[] => dates.map((date) => ({ date, part: 'full' }));

export function placeHoldAs(t: TestApp, party: Pick<Party, 'token'>, terms: BookingTermsInput) {
  return call<Hold>(t, party.token, 'POST', '/holds', terms);
}

export function holdAction(
  t: TestApp,
  party: Pick<Party, 'token'>,
  id: string,
  transition: 'confirm' | 'release',
  payload: unknown = {},
) {
  return call<Hold>(t, party.token, 'POST', `/holds/${id}/${transition}`, payload);
}

/** The hold's timeline: every change, oldest first, as `transition:actor`. */
export async function holdEvents(t: TestApp, id: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ transition: hiringEvents.transition, actor: hiringEvents.actor })
    .from(hiringEvents)
    .where(and(eq(hiringEvents.recordType, 'hold'), eq(hiringEvents.recordId, id)))
    .orderBy(asc(hiringEvents.createdAt));
  return rows.map((row) => `${row.transition}:${row.actor}`);
}
