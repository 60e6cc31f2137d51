import { pitchMachine, type Pitch } from '@reelhire/shared/pitches';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recordTransition } from '../../db/record-transition.ts';
import { pitches } from '../../db/schema/pitches.ts';
import { toPitches } from './pitch-record.ts';
import { PITCH_TEXTS } from './pitch-viewer.ts';

export type PitchActor =
  { actor: 'filmmaker'; userId: string; filmmakerId: string } | { actor: 'admin'; userId: string };

/** Publish, close or reopen a pitch: its filmmaker, or an admin closing one (decision 0038). */
export async function transitionPitch({
  db,
  caller,
  id,
  transition,
}: {
  db: Db;
  caller: PitchActor;
  id: string;
  transition: string;
}): Promise<Pitch> {
  return db.transaction(async (tx) => {
    const opens = transition === 'publish' || transition === 'reopen';
    const row = await recordTransition({
      tx,
      table: pitches,
      machine: pitchMachine,
      recordType: 'pitch',
      id,
      transition,
      actor: caller.actor,
      actorUserId: caller.userId,
      // Opening puts it at the top of the clients' list again.
      ...(opens ? { set: { publishedAt: sql`now()` } } : {}),
      where: caller.actor === 'admin' ? undefined : eq(pitches.filmmakerId, caller.filmmakerId),
      notFoundMessage: PITCH_TEXTS.notFound,
    });
    return (await toPitches(tx, [row], null))[0]!;
  });
}
