import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

/**
 * A marketplace's money after a couple of years, for plan tests (DESIGN section 5: every list query has an
 * index, checked with EXPLAIN). Its shape is what makes the planner's choice meaningful: most of it is
 * settled history (completed bookings whose milestones were funded, released and made available long
 * ago), and only a small part is live: 5 % of bookings under way, some deliveries waiting for an answer,
 * some milestones nobody funded, a few releases still in their hold or just past it, payouts waiting.
 *
 * Written straight in SQL with foreign-key triggers off (session_replication_role), so a contract needs
 * no offer, application or job behind it; the ledger is balanced per transaction and every account's
 * cached balance is the sum of its entries, so the ledger check finds nothing wrong.
 */
export interface MoneyAtScale {
  clientId: string;
  filmmakerId: string;
  /** One of the client's bookings, with payments and receipts. */
  bookingId: string;
}

export async function seedMoneyAtScale(db: Db, { clients = 300, bookingsPerClient = 20 } = {}) {
  const bookings = clients * bookingsPerClient;
  await db.transaction(async (tx) => {
    const run = (statement: string) => tx.execute(sql.raw(statement));
    await run(`set local session_replication_role = replica`);
    await run(`insert into users (email, user_metadata)
      select 'scale-client-' || g || '@example.test', '{"user_type":"client"}'::jsonb from generate_series(1, ${clients}) g
      union all
      select 'scale-maker-' || g || '@example.test', '{"user_type":"filmmaker"}'::jsonb from generate_series(1, ${clients}) g`);
    await run(`insert into clients (user_id, company_name)
      select id, email from users where email like 'scale-client-%'`);
    await run(`insert into filmmakers (user_id, first_name)
      select id, 'F' from users where email like 'scale-maker-%'`);

    // Bookings: 5 % under way (started in the last ten days), 5 % cancelled, the rest completed up to
    // two years ago.
    await run(`create temp table plan_booking on commit drop as
      select g, gen_random_uuid() as id, gen_random_uuid() as contract_id, c.id as client_id, f.id as filmmaker_id,
        case when g % 20 = 0 then (array['confirmed','in_progress','delivered','revision_requested'])[1 + (g / 20) % 4]
             when g % 20 = 1 then 'cancelled' else 'completed' end as status,
        case when g % 20 = 0 then now() - (g % 10) * interval '1 day'
             else now() - (20 + (g * 37) % 700) * interval '1 day' end as at
      from generate_series(1, ${bookings}) g
      join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = g % ${clients}
      join (select id, row_number() over (order by id) - 1 as n from filmmakers) f on f.n = (g * 7) % ${clients}`);
    await run(`insert into contracts (id, number, offer_id, application_id, job_id, client_id, filmmaker_id,
        currency, amount_minor, terms, signed_at, created_at)
      select contract_id, 'RH-C-' || g, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), client_id,
        filmmaker_id, 'GBP', 100000, '{}'::jsonb, at, at
      from plan_booking`);
    await run(`insert into bookings (id, contract_id, client_id, filmmaker_id, status, first_day, last_day, title,
        currency, amount_minor, created_at)
      select id, contract_id, client_id, filmmaker_id, status, (at + interval '5 days')::date,
        (at + interval '6 days')::date, 'Booking ' || g, 'GBP', 100000, at
      from plan_booking`);

    // Two milestones each. Under way: the first delivered (0 to 19 days ago), the second still to do and
    // funded for half of them. A completed booking's were released ten days in, and made available three
    // days later, except a few released yesterday (in their hold) or four days ago (due now).
    await run(`create temp table plan_milestone on commit drop as
      select gen_random_uuid() as id, b.id as booking_id, b.g, p as position, b.client_id, b.filmmaker_id, b.at,
        case when b.status = 'completed' then 'approved' when b.status = 'cancelled' then 'pending'
             when p = 1 then 'submitted' else 'pending' end as status,
        case when b.status not in ('completed', 'cancelled') and p = 1
             then now() - ((b.g / 20) % 20) * interval '1 day' end as submitted_at,
        b.status = 'completed' or (b.status <> 'cancelled' and (p = 1 or b.g % 40 = 0)) as funded,
        gen_random_uuid() as funding_id, gen_random_uuid() as release_id,
        case when b.status <> 'completed' then null when b.g % 200 = 2 then now() - interval '1 day'
             when b.g % 200 = 3 then now() - interval '4 days' else b.at + interval '10 days' end as released_at
      from plan_booking b, generate_series(1, 2) p`);
    await run(`insert into booking_milestones (id, booking_id, position, title, amount_minor, due_date, status,
        submitted_at, approved_at, created_at)
      select id, booking_id, position, 'Milestone ' || position, 50000, (at + interval '6 days')::date, status,
        coalesce(submitted_at, released_at), released_at, at
      from plan_milestone`);
    await run(`insert into revision_requests (milestone_id, booking_id, kind, status, comments)
      select id, booking_id, 'extra', 'open', 'More please' from plan_milestone
       where status = 'submitted' and g % 80 = 0
      union all select id, booking_id, 'included', 'accepted', 'Tighter cut' from plan_milestone
       where status = 'approved' and g % 3 = 0`);

    await run(`insert into ledger_accounts (kind, owner_id, currency)
      select 'client_wallet', id::text, 'GBP' from clients
      union all select k, f.id::text, 'GBP' from filmmakers f,
        unnest(array['filmmaker_pending','filmmaker_available','payouts_in_transit']) k
      union all select 'escrow', id::text, 'GBP' from plan_milestone where funded
      union all values ('platform_fees', null, 'GBP'), ('provider_clearing', 'sandbox', 'GBP'),
        ('payouts_sent', null, 'GBP')`);
    const account = (kind: string, owner: string) =>
      `(select id from ledger_accounts where kind = '${kind}' and owner_id ${owner} and currency = 'GBP')`;

    // Fundings by card (50,000 and a 5 % fee), then releases (a 10 % fee), then earnings made available.
    await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, description, reference, created_at)
      select funding_id, 'escrow_funding_card', 'fund:' || id, 'x', 'Milestone funded',
        jsonb_build_object('milestoneId', id::text, 'bookingId', booking_id::text), at + interval '1 hour'
        from plan_milestone where funded
      union all
      select release_id, 'escrow_release', 'release:' || id, 'x', 'Escrow released',
        jsonb_build_object('milestoneId', id::text, 'bookingId', booking_id::text), released_at
        from plan_milestone where released_at is not null
      union all
      select gen_random_uuid(), 'earnings_available', 'available:' || release_id, 'x', 'Earnings available',
        jsonb_build_object('releaseTransactionId', release_id::text), released_at + interval '3 days'
        from plan_milestone where released_at is not null and g % 200 not in (2, 3)`);
    await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
      select m.funding_id, a.id, 'GBP', 50000, m.at from plan_milestone m
        join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text where m.funded
      union all select funding_id, ${account('provider_clearing', "= 'sandbox'")}, 'GBP', -52500, at
        from plan_milestone where funded
      union all select funding_id, ${account('platform_fees', 'is null')}, 'GBP', 2500, at
        from plan_milestone where funded
      union all select m.release_id, a.id, 'GBP', -50000, m.released_at from plan_milestone m
        join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text where m.released_at is not null
      union all select m.release_id, a.id, 'GBP', 45000, m.released_at from plan_milestone m
        join ledger_accounts a on a.kind = 'filmmaker_pending' and a.owner_id = m.filmmaker_id::text
       where m.released_at is not null
      union all select release_id, ${account('platform_fees', 'is null')}, 'GBP', 5000, released_at
        from plan_milestone where released_at is not null`);
    await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
      select t.id, a.id, 'GBP', sign * 45000, t.created_at
        from ledger_transactions t
        join plan_milestone m on m.release_id = (t.reference->>'releaseTransactionId')::uuid
        cross join (values ('filmmaker_pending', -1), ('filmmaker_available', 1)) k(kind, sign)
        join ledger_accounts a on a.kind = k.kind and a.owner_id = m.filmmaker_id::text
       where t.kind = 'earnings_available'`);
    // Three wallet deposits per client.
    await run(`insert into ledger_transactions (id, kind, idempotency_key, request_hash, description, created_at)
      select gen_random_uuid(), 'wallet_deposit', 'dep:' || c.id || ':' || g, 'x', 'Deposit',
        now() - g * interval '30 days'
      from clients c, generate_series(1, 3) g`);
    await run(`insert into ledger_entries (transaction_id, account_id, currency, amount_minor, created_at)
      select t.id, a.id, 'GBP', 1000, t.created_at from ledger_transactions t
        join ledger_accounts a on a.kind = 'client_wallet' and a.owner_id = split_part(t.idempotency_key, ':', 2)
       where t.kind = 'wallet_deposit'
      union all select id, ${account('provider_clearing', "= 'sandbox'")}, 'GBP', -1000, created_at
        from ledger_transactions where kind = 'wallet_deposit'`);
    await run(`update ledger_accounts a set balance_minor = s.total
      from (select account_id, sum(amount_minor) as total from ledger_entries group by account_id) s
      where s.account_id = a.id and a.kind not in ('platform_fees', 'provider_clearing', 'payouts_sent')`);

    await run(`insert into payments (client_id, user_id, status, purpose, method, provider, booking_id,
        milestone_ids, currency, amount_minor, fee_minor, total_minor, idempotency_key, request_hash, created_at)
      select client_id, gen_random_uuid(), 'succeeded', 'milestone_funding', 'card', 'sandbox', booking_id,
        jsonb_build_array(id::text), 'GBP', 50000, 2500, 52500, 'pay:' || id, 'x', at
      from plan_milestone where funded`);
    await run(`insert into receipts (year, sequence, number, kind, recipient, ledger_transaction_id, client_id,
        filmmaker_id, booking_id, milestone_ids, snapshot, currency, lines, total_minor, created_at)
      select 2027, row_number() over (), 'RC-' || id, 'funding', 'client', funding_id, client_id, filmmaker_id,
        booking_id, array[id], '{}'::jsonb, 'GBP', '[]'::jsonb, 52500, at
      from plan_milestone where funded`);
    // Ten payouts per filmmaker, paid but for the last one or two (the admin's queue).
    await run(`insert into payouts (filmmaker_id, status, currency, amount_minor, idempotency_key, created_at)
      select f.id, case when g = 10 then 'requested' when g = 9 and f.id::text < '4'
        then 'approved' else 'paid' end, 'GBP', 20000, 'payout-' || g, now() - (100 - g * 9) * interval '1 day'
      from filmmakers f, generate_series(1, 10) g`);
    // The outbox after two years: every payment reminder ever sent, and plenty of other mail.
    await run(`insert into email_outbox (email_type, recipient_email, status, idempotency_key, created_at)
      select 'payment_reminder', 'x@example.test', 'sent', 'payment_reminder:' || id || ':' || step, at
        from plan_booking, unnest(array[0, 2]) step where status = 'completed'
      union all select 'message_received', 'x@example.test', 'sent', 'message:' || g, now() - g * interval '1 hour'
        from generate_series(1, 20000) g`);
  });
  await db.execute(sql`analyze`);
  const [sample] = await queryRows<MoneyAtScale>(
    db,
    sql`select b.client_id as "clientId", b.filmmaker_id as "filmmakerId", b.id as "bookingId"
          from bookings b where b.status = 'completed' order by b.id limit 1`,
  );
  return sample!;
}
