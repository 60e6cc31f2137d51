import { ADMIN_USER_TEXTS, type AdminUserDetail } from '@reelhire/shared/admin-users';
import { UNDER_WAY_BOOKING_STATUSES } from '@reelhire/shared/bookings';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, sessions, users } from '../../db/schema/auth.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { applications, jobs, projects } from '../../db/schema/hiring.ts';
import { payments } from '../../db/schema/payments.ts';
import { payouts } from '../../db/schema/payouts.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { HttpError } from '../../http/errors.ts';
import { serializeSummary, summaryQuery } from './user-summary.ts';

const count = sql<number>`count(*)::int`;
const none = sql`false`;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** How many sessions the page lists (newest first); the count covers them all. */
const RECENT_SESSIONS = 5;

/**
 * One account as the admin's user page shows it (decision 0064): its role records, verification history,
 * what it has in the marketplace (counts that link to the lists), money in and out, and its sessions.
 */
export async function getUser({ db, id }: { db: Db; id: string }): Promise<AdminUserDetail> {
  const [row] = await summaryQuery(db).where(eq(users.id, id));
  if (!row) throw new HttpError(404, ADMIN_USER_TEXTS.notFound);
  const summary = serializeSummary(row);
  const filmmakerId = summary.filmmaker?.id;
  const clientId = summary.client?.id;

  const [
    [filmmaker],
    [client],
    verifications,
    [projectCount],
    [jobCount],
    [applicationCount],
    bookingCounts,
    paid,
    paidOut,
    [sessionCounts],
    recent,
    methods,
  ] = await Promise.all([
    filmmakerId
      ? db
          .select({
            username: filmmakers.username,
            firstName: filmmakers.firstName,
            lastName: filmmakers.lastName,
          })
          .from(filmmakers)
          .where(eq(filmmakers.id, filmmakerId))
      : [undefined],
    clientId
      ? db.select({ companyName: clients.companyName }).from(clients).where(eq(clients.id, clientId))
      : [undefined],
    db
      .select()
      .from(identityVerifications)
      .where(eq(identityVerifications.userId, id))
      .orderBy(desc(identityVerifications.submittedAt))
      .limit(10),
    clientId ? db.select({ total: count }).from(projects).where(eq(projects.clientId, clientId)) : [],
    clientId ? db.select({ total: count }).from(jobs).where(eq(jobs.clientId, clientId)) : [],
    filmmakerId
      ? db.select({ total: count }).from(applications).where(eq(applications.filmmakerId, filmmakerId))
      : [],
    filmmakerId || clientId
      ? db
          .select({
            asClient: sql<number>`count(*) filter (where ${clientId ? eq(bookings.clientId, clientId) : none})::int`,
            asFilmmaker: sql<number>`count(*) filter (where ${filmmakerId ? eq(bookings.filmmakerId, filmmakerId) : none})::int`,
            underWay: sql<number>`count(*) filter (where ${inArray(bookings.status, [...UNDER_WAY_BOOKING_STATUSES])})::int`,
          })
          .from(bookings)
          .where(
            or(
              clientId ? eq(bookings.clientId, clientId) : undefined,
              filmmakerId ? eq(bookings.filmmakerId, filmmakerId) : undefined,
            ),
          )
      : [],
    clientId
      ? db
          .select({
            currency: payments.currency,
            total: sql<number>`sum(${payments.totalMinor})::bigint`,
            n: count,
          })
          .from(payments)
          .where(and(eq(payments.clientId, clientId), eq(payments.status, 'succeeded')))
          .groupBy(payments.currency)
      : [],
    filmmakerId
      ? db
          .select({
            currency: payouts.currency,
            total: sql<number>`sum(${payouts.amountMinor})::bigint`,
            n: count,
          })
          .from(payouts)
          .where(and(eq(payouts.filmmakerId, filmmakerId), eq(payouts.status, 'paid')))
          .groupBy(payouts.currency)
      : [],
    db
      .select({
        active: sql<number>`count(*) filter (where ${isNull(sessions.revokedAt)})::int`,
        lastSeen: sql<Date | null>`max(coalesce(${sessions.refreshedAt}, ${sessions.createdAt}))`,
      })
      .from(sessions)
      .where(eq(sessions.userId, id)),
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(desc(sessions.createdAt))
      .limit(RECENT_SESSIONS),
    db.selectDistinct({ provider: identities.provider }).from(identities).where(eq(identities.userId, id)),
  ]);

  const bookingRow = bookingCounts[0];
  const lastSeen = sessionCounts?.lastSeen;
  return {
    ...summary,
    filmmaker:
      summary.filmmaker && filmmaker
        ? {
            ...summary.filmmaker,
            username: filmmaker.username,
            name: `${filmmaker.firstName} ${filmmaker.lastName}`.trim(),
          }
        : null,
    client: summary.client && client ? { ...summary.client, company_name: client.companyName } : null,
    verifications: verifications.map((verification) => ({
      id: verification.id,
      role: verification.role,
      status: verification.status,
      created_at: verification.submittedAt.toISOString(),
      reviewed_at: iso(verification.reviewedAt),
      rejection_reason: verification.rejectionReason,
    })),
    counts: {
      projects: projectCount?.total ?? 0,
      jobs: jobCount?.total ?? 0,
      applications: applicationCount?.total ?? 0,
      bookings_as_client: bookingRow?.asClient ?? 0,
      bookings_as_filmmaker: bookingRow?.asFilmmaker ?? 0,
      bookings_under_way: bookingRow?.underWay ?? 0,
    },
    payments: {
      paid: paid.map((sum) => ({ currency: sum.currency, amount_minor: Number(sum.total) })),
      payments_count: paid.reduce((total, sum) => total + sum.n, 0),
      paid_out: paidOut.map((sum) => ({ currency: sum.currency, amount_minor: Number(sum.total) })),
      payouts_count: paidOut.reduce((total, sum) => total + sum.n, 0),
    },
    sessions: {
      active: sessionCounts?.active ?? 0,
      last_seen_at: lastSeen ? new Date(lastSeen).toISOString() : null,
      recent: recent.map((session) => ({
        id: session.id,
        created_at: session.createdAt.toISOString(),
        refreshed_at: iso(session.refreshedAt),
        revoked_at: iso(session.revokedAt),
        user_agent: session.userAgent,
        ip: session.ip,
      })),
    },
    sign_in_methods: methods.map((method) => method.provider).sort(),
  };
}
