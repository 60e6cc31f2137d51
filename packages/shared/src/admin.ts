import { z } from 'zod';

const count = z.number().int().nonnegative();

/** How many weeks the overview's charts go back (this week included). */
export const ADMIN_OVERVIEW_WEEKS = 12;

/**
 * `GET /api/rest/v1/admin/overview` (admins): what waits for the team and how the marketplace is doing,
 * counted on the server from the records and the ledger (decision 0065), so the admin overview never says
 * "nothing needs attention" while something does.
 */
export const adminOverviewSchema = z.object({
  /** Identity verification submissions waiting for a decision (/admin/verify). */
  pending_verifications: count,
  /** Support requests not yet answered or closed (/admin/messages). */
  open_support_requests: count,
  /** Feedback nobody has triaged yet (/admin/feedback). */
  new_feedback: count,
  /** Disputes not yet resolved or withdrawn: waiting for an answer or a ruling (/admin/disputes). */
  open_disputes: count,
  /** Accounts by user_type; `none` is an account that has not chosen one yet (/admin/users). */
  users_by_role: z.object({
    filmmaker: count,
    client: count,
    both: count,
    admin: count,
    none: count,
  }),
  /** Jobs published and open to applications (/admin/jobs). */
  open_jobs: count,
  /** Bookings made since the start of this calendar month, UTC (/admin/payments). */
  bookings_this_month: count,
  /** Per currency: escrow held now (the escrow accounts' ledger balances) and payouts waiting. */
  money: z.array(
    z.object({
      currency: z.string(),
      escrow_held_minor: z.number().int(),
      payouts_due: count,
      payouts_due_minor: z.number().int(),
    }),
  ),
  /** One row per week (Monday, UTC), oldest first, ADMIN_OVERVIEW_WEEKS of them. */
  weeks: z.array(
    z.object({
      week_start: z.string(),
      signups_filmmaker: count,
      signups_client: count,
      signups_both: count,
      bookings: count,
    }),
  ),
  /** Per currency and week: money paid into escrow and money leaving it (released or refunded). */
  money_weeks: z.array(
    z.object({
      currency: z.string(),
      weeks: z.array(
        z.object({
          week_start: z.string(),
          into_escrow_minor: z.number().int(),
          out_of_escrow_minor: z.number().int(),
        }),
      ),
    }),
  ),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
