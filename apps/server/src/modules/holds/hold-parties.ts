import type { Actor } from '@reelhire/shared/state-machine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holds } from '../../db/schema/holds.ts';
import { notFound } from '../../http/errors.ts';
import { partiesOf, type HiringCaller } from '../applications/hiring-party.ts';
import { lockFilmmaker } from './filmmaker-days.ts';

export type HoldRowOnly = typeof holds.$inferSelect;

/**
 * A hold and the parties the caller is on it (its holder, its filmmaker, an admin), with the filmmaker's
 * row locked for the rest of the transaction: every change to a filmmaker's holds takes that lock first,
 * so the rules run after it see every hold as it is. A stranger's hold is a 404 so its id is not confirmed.
 */
export async function lockHold(
  tx: Db,
  id: string,
  caller: HiringCaller,
): Promise<{ hold: HoldRowOnly; actors: Actor[] }> {
  const [found] = await tx.select().from(holds).where(eq(holds.id, id));
  const actors = found ? partiesOf(caller, found) : [];
  if (!found || actors.length === 0) throw notFound('No such hold');
  await lockFilmmaker(tx, found.filmmakerId);
  // Read again under the lock: another change may have moved it meanwhile.
  const [hold] = await tx.select().from(holds).where(eq(holds.id, id));
  return { hold: hold!, actors };
}
