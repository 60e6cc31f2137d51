import type { Contract } from '@reelhire/shared/contracts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { loadContract } from './contract-record.ts';

/** One contract for either party or an admin; anyone else gets a 404 so its id is not confirmed. */
export async function getContract({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<Contract> {
  const contract = await loadContract(db, id);
  const parties = contract
    ? partiesOf(caller, { clientId: contract.client_id, filmmakerId: contract.filmmaker_id })
    : [];
  if (!contract || parties.length === 0) throw notFound('No such contract');
  return contract;
}
