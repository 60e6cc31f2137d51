import type { Hold } from '@reelhire/shared/hold-records';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { loadHold } from './hold-record.ts';

/** One hold, for its holder, its filmmaker or an admin; anyone else's reads as missing. */
export async function getHold({
  db,
  caller,
  id,
}: {
  db: Db;
  caller: HiringCaller;
  id: string;
}): Promise<Hold> {
  const hold = await loadHold(db, id);
  if (!hold || partiesOf(caller, { clientId: hold.client_id, filmmakerId: hold.filmmaker_id }).length === 0) {
    throw notFound('No such hold');
  }
  return hold;
}
