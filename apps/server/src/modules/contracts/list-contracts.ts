import type { ContractList, ContractStatus } from '@reelhire/shared/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts } from '../../db/schema/hiring.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectContracts, serializeContract } from './contract-record.ts';

export interface ContractListQuery {
  side: 'client' | 'filmmaker';
  entityId: string;
  status?: ContractStatus | undefined;
  jobId?: string | undefined;
  after?: string | undefined;
  limit: number;
}

/** The exact query of one party's contracts, newest first (contracts_client_idx / _filmmaker_idx). */
export function contractListQuery(db: Db, query: ContractListQuery) {
  const party = query.side === 'client' ? contracts.clientId : contracts.filmmakerId;
  const conditions: SQL[] = [eq(party, query.entityId)];
  if (query.status) conditions.push(eq(contracts.status, query.status));
  if (query.jobId) conditions.push(eq(contracts.jobId, query.jobId));
  if (query.after) {
    const { at, id } = decodeTimeCursor(query.after);
    conditions.push(sql`(${contracts.createdAt}, ${contracts.id}) < (${at}::timestamptz, ${id}::uuid)`);
  }
  return selectContracts(db)
    .where(and(...conditions))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(query.limit + 1);
}

export async function listContracts({
  db,
  query,
}: {
  db: Db;
  query: ContractListQuery;
}): Promise<ContractList> {
  const rows = await contractListQuery(db, query);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(serializeContract),
    next_cursor: rows.length > query.limit && last ? encodeCursor([last.createdKey, last.contract.id]) : null,
  };
}
