import type { Contract } from '@reelhire/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contracts, jobs, projects } from '../../db/schema/hiring.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

// One contract on the wire: both parties (and admins) read the same numbered, dated terms.

export const contractColumns = {
  contract: contracts,
  jobTitle: jobs.title,
  projectId: jobs.projectId,
  projectTitle: projects.title,
  clientName: clients.companyName,
  filmmaker: {
    firstName: filmmakers.firstName,
    lastName: filmmakers.lastName,
    username: filmmakers.username,
  },
  // Keyset cursors keep the database's microseconds, which a JS Date would round away.
  createdKey: sql<string>`${contracts.createdAt}::text`,
};

/** The select every contract read starts from; callers add their where, order and limit. */
export function selectContracts(db: Db) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(jobs, eq(jobs.id, contracts.jobId))
    .innerJoin(projects, eq(projects.id, jobs.projectId))
    .innerJoin(clients, eq(clients.id, contracts.clientId))
    .innerJoin(filmmakers, eq(filmmakers.id, contracts.filmmakerId));
}
export type ContractRow = Awaited<ReturnType<ReturnType<typeof selectContracts>['execute']>>[number];

export function serializeContract(row: ContractRow): Contract {
  const { contract: c } = row;
  return {
    id: c.id,
    number: c.number,
    offer_id: c.offerId,
    application_id: c.applicationId,
    job_id: c.jobId,
    project_id: row.projectId,
    client_id: c.clientId,
    filmmaker_id: c.filmmakerId,
    status: c.status as Contract['status'],
    currency: c.currency,
    terms: c.terms,
    signed_at: c.signedAt.toISOString(),
    job: { title: row.jobTitle },
    project: { title: row.projectTitle },
    client: { name: row.clientName || null },
    filmmaker: {
      name: `${row.filmmaker.firstName} ${row.filmmaker.lastName}`.trim(),
      username: row.filmmaker.username,
    },
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** One contract by id as its record, or undefined. */
export async function loadContract(db: Db, id: string): Promise<Contract | undefined> {
  const [row] = await selectContracts(db).where(eq(contracts.id, id));
  return row ? serializeContract(row) : undefined;
}
