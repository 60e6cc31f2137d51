import type { Expenditure } from '@reelhire/shared/spending';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

export interface GetExpenditureOptions {
  db: Db;
  clientId: string;
}

interface MovementRow {
  booking_id: string;
  project_id: string | null;
  title: string;
  month: string;
  currency: string;
  charged: string;
  refunded: string;
}

/**
 * The statement behind the client's spend (exported so a test can EXPLAIN it). A movement is the client's
 * when it touches the escrow of one of their bookings' milestones (the escrow account's owner is the
 * milestone); what it cost them is what left their wallet or card in it (a funding with its service fee),
 * and what it gave back is what reached their wallet or card (a cancellation's refund). A release touches
 * escrow too but neither wallet nor card, so it is neither. Reached from the client's bookings through
 * bookings_client_idx, the escrow accounts' key and the entries' account and transaction indexes.
 */
export function expenditureQuery(clientId: string) {
  return sql`
    with moved as (
      select distinct e.transaction_id, b.id as booking_id
      from bookings b
      join booking_milestones m on m.booking_id = b.id
      join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text
      join ledger_entries e on e.account_id = a.id
      where b.client_id = ${clientId}
    )
    select moved.booking_id, p.id as project_id, coalesce(p.title, b.title) as title,
      to_char(t.created_at at time zone 'UTC', 'YYYY-MM') as month, e.currency,
      coalesce(sum(-e.amount_minor) filter (where e.amount_minor < 0), 0)::text as charged,
      coalesce(sum(e.amount_minor) filter (where e.amount_minor > 0), 0)::text as refunded
    from moved
    join ledger_transactions t on t.id = moved.transaction_id
    join ledger_entries e on e.transaction_id = moved.transaction_id
    join ledger_accounts a on a.id = e.account_id and a.kind in ('client_wallet', 'provider_clearing')
    join bookings b on b.id = moved.booking_id
    left join contracts c on c.id = b.contract_id
    left join jobs j on j.id = c.job_id
    left join projects p on p.id = j.project_id
    group by moved.booking_id, p.id, coalesce(p.title, b.title), month, e.currency`;
}

/** The statement behind escrow held now per booking (exported so a test can EXPLAIN it). */
export function escrowHeldQuery(clientId: string) {
  return sql`
    select b.id as booking_id, b.title, p.id as project_id, a.currency, sum(a.balance_minor)::text as held
    from bookings b
    join booking_milestones m on m.booking_id = b.id
    join ledger_accounts a on a.kind = 'escrow' and a.owner_id = m.id::text
    left join contracts c on c.id = b.contract_id
    left join jobs j on j.id = c.job_id
    left join projects p on p.id = j.project_id
    where b.client_id = ${clientId} and a.balance_minor > 0
    group by b.id, b.title, p.id, a.currency
    order by b.title, a.currency`;
}

interface Spend {
  currency: string;
  charged_minor: number;
  refunded_minor: number;
  spent_minor: number;
}

function add<T extends Spend>(groups: Map<string, T>, key: string, seed: () => T, row: MovementRow) {
  const group = groups.get(key) ?? seed();
  group.charged_minor += Number(row.charged);
  group.refunded_minor += Number(row.refunded);
  group.spent_minor = group.charged_minor - group.refunded_minor;
  groups.set(key, group);
}

const empty = (currency: string): Spend => ({
  currency,
  charged_minor: 0,
  refunded_minor: 0,
  spent_minor: 0,
});

/**
 * A client's expenditure (decision 0044): what they paid into escrow with its service fee, less refunds,
 * by project and by month, and what is held in escrow now, each per currency, all read from the ledger.
 */
export async function getExpenditure({ db, clientId }: GetExpenditureOptions): Promise<Expenditure> {
  const [movements, held, wallet] = await Promise.all([
    queryRows<MovementRow>(db, expenditureQuery(clientId)),
    queryRows<{
      booking_id: string;
      title: string;
      project_id: string | null;
      currency: string;
      held: string;
    }>(db, escrowHeldQuery(clientId)),
    queryRows<{ currency: string; balance_minor: string }>(
      db,
      sql`select currency, balance_minor::text from ledger_accounts
          where kind = 'client_wallet' and owner_id = ${clientId} order by currency`,
    ),
  ]);

  const totals = new Map<string, Spend>();
  const projects = new Map<string, Spend & { project_id: string | null; title: string }>();
  const months = new Map<string, Spend & { month: string }>();
  for (const row of movements) {
    add(totals, row.currency, () => empty(row.currency), row);
    // Work booked outside a project is one line per booking, under its own title.
    const projectKey = `${row.project_id ?? `booking:${row.booking_id}`}|${row.currency}`;
    add(
      projects,
      projectKey,
      () => ({ ...empty(row.currency), project_id: row.project_id, title: row.title }),
      row,
    );
    add(months, `${row.month}|${row.currency}`, () => ({ ...empty(row.currency), month: row.month }), row);
  }

  return {
    totals: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)),
    by_project: [...projects.values()].sort(
      (a, b) => b.spent_minor - a.spent_minor || a.title.localeCompare(b.title),
    ),
    by_month: [...months.values()].sort(
      (a, b) => a.month.localeCompare(b.month) || a.currency.localeCompare(b.currency),
    ),
    escrow: held.map((row) => ({
      booking_id: row.booking_id,
      title: row.title,
      project_id: row.project_id,
      currency: row.currency,
      held_minor: Number(row.held),
    })),
    wallet: wallet.map((row) => ({ currency: row.currency, balance_minor: Number(row.balance_minor) })),
  };
}
