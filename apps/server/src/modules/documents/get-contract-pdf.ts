import { contractPdfFileName } from '@reelhire/shared/documents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import type { HiringCaller } from '../applications/hiring-party.ts';
import { getContract } from '../contracts/get-contract.ts';
import { renderContractPdf, type ContractPdfParties } from './contract-pdf.ts';

export interface ContractPdf {
  fileName: string;
  body: Buffer;
}

const place = (city: string | null, country: string | null) =>
  [city, country].filter(Boolean).join(', ') || null;

const metadataName = (metadata: Record<string, unknown>) =>
  [metadata.first_name, metadata.last_name]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(' ') || null;

/**
 * A contract as a PDF for either party or an admin (anyone else: 404, as for the contract itself). Made on
 * request from the contract's frozen terms, so it can never disagree with what the parties accepted.
 */
export async function getContractPdf({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<ContractPdf> {
  const contract = await getContract({ db, caller, id });
  const [[client], [filmmaker]] = await Promise.all([
    db
      .select({ city: clients.city, country: clients.country, metadata: users.userMetadata })
      .from(clients)
      .innerJoin(users, eq(users.id, clients.userId))
      .where(eq(clients.id, contract.client_id)),
    db
      .select({ city: filmmakers.city, country: filmmakers.country })
      .from(filmmakers)
      .where(eq(filmmakers.id, contract.filmmaker_id)),
  ]);
  const contact = client ? metadataName(client.metadata) : null;
  const parties: ContractPdfParties = {
    client: {
      company: contract.client.name,
      // An individual's company name is their own name: no need to say it twice.
      contact: contact && contact !== contract.client.name ? contact : null,
      place: client ? place(client.city, client.country) : null,
    },
    filmmaker: {
      name: contract.filmmaker.name,
      username: contract.filmmaker.username,
      place: filmmaker ? place(filmmaker.city, filmmaker.country) : null,
    },
  };
  return { fileName: contractPdfFileName(contract.number), body: await renderContractPdf(contract, parties) };
}
