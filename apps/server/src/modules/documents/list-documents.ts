import type { DocumentItem, DocumentList, DocumentType } from '@reelhire/shared/documents';
import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { queryRows, type Db } from '../../db/client.ts';
import { contracts } from '../../db/schema/hiring.ts';
import { decodeTimeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { selectContracts, serializeContract } from '../contracts/contract-record.ts';
import { paperworkByIds, serializePaperwork } from './paperwork-record.ts';

/** Whose documents: a user and the marketplace records they are a party through (a 'both' account: two). */
export interface DocumentOwner {
  userId: string;
  clientId: string | null;
  filmmakerId: string | null;
}

export interface DocumentListQuery {
  type?: DocumentType | undefined;
  archived: boolean;
  after?: string | undefined;
  limit: number;
}

interface KeyRow {
  type: DocumentType;
  id: string;
  created_key: string;
}

/**
 * One owner's documents, newest first, by keyset over (created_at, id): the contracts they are a party to
 * (as client or filmmaker) and their paperwork. Each branch reads its own index (contracts_client_idx,
 * contracts_filmmaker_idx, paperwork_owner_listing_idx); the page is then read in full by id.
 */
export function documentKeysQuery(owner: DocumentOwner, query: DocumentListQuery): SQL | undefined {
  const cursor = query.after ? decodeTimeCursor(query.after) : undefined;
  const before = (table: string) =>
    cursor
      ? sql` and (${sql.raw(table)}.created_at, ${sql.raw(table)}.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : sql``;
  const branches: SQL[] = [];
  const contractBranch = (column: 'client_id' | 'filmmaker_id', id: string) =>
    sql`(select 'contract' as type, c.id, c.created_at, c.created_at::text as created_key from contracts c
      where c.${sql.raw(column)} = ${id}${before('c')}
      order by c.created_at desc, c.id desc limit ${query.limit + 1})`;
  if (query.type !== 'paperwork' && !query.archived) {
    if (owner.clientId) branches.push(contractBranch('client_id', owner.clientId));
    if (owner.filmmakerId) branches.push(contractBranch('filmmaker_id', owner.filmmakerId));
  }
  if (query.type !== 'contract') {
    branches.push(sql`(select 'paperwork' as type, p.id, p.created_at, p.created_at::text as created_key
      from paperwork p where p.owner_id = ${owner.userId} and p.status = ${query.archived ? 'archived' : 'active'}${before('p')}
      order by p.created_at desc, p.id desc limit ${query.limit + 1})`);
  }
  if (branches.length === 0) return undefined;
  return sql`select type, id, created_key from (${sql.join(branches, sql` union `)}) as documents
    order by created_at desc, id desc limit ${query.limit + 1}`;
}

export async function listDocuments({
  db,
  config,
  owner,
  query,
}: {
  db: Db;
  config: Config;
  owner: DocumentOwner;
  query: DocumentListQuery;
}): Promise<DocumentList> {
  const statement = documentKeysQuery(owner, query);
  if (!statement) return { items: [], next_cursor: null };
  const keys = await queryRows<KeyRow>(db, statement);
  const page = keys.slice(0, query.limit);
  const contractIds = page.filter((key) => key.type === 'contract').map((key) => key.id);
  const paperworkIds = page.filter((key) => key.type === 'paperwork').map((key) => key.id);
  const [contractRows, paperworkRows] = await Promise.all([
    contractIds.length === 0 ? [] : selectContracts(db).where(inArray(contracts.id, contractIds)),
    paperworkByIds(db, paperworkIds),
  ]);
  const contractById = new Map(contractRows.map((row) => [row.contract.id, serializeContract(row)]));
  const now = new Date();
  const paperworkById = new Map(
    await Promise.all(
      paperworkRows.map(async (row) => [row.record.id, await serializePaperwork(config, row, now)] as const),
    ),
  );
  const items = page.flatMap((key): DocumentItem[] => {
    if (key.type === 'contract') {
      const contract = contractById.get(key.id);
      return contract ? [{ type: 'contract', id: key.id, created_at: contract.created_at, contract }] : [];
    }
    const paperwork = paperworkById.get(key.id);
    return paperwork ? [{ type: 'paperwork', id: key.id, created_at: paperwork.created_at, paperwork }] : [];
  });
  const last = page.at(-1);
  return {
    items,
    next_cursor: keys.length > query.limit && last ? encodeCursor([last.created_key, last.id]) : null,
  };
}
