import type { Pitch } from '@reelhire/shared/pitches';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedPitches } from '../../db/schema/pitches.ts';
import { findReadablePitch, toPitches } from './pitch-record.ts';
import { requireVerifiedClient, type PitchViewer } from './pitch-viewer.ts';

export interface SavePitchOptions {
  db: Db;
  viewer: PitchViewer;
  id: string;
}

/** A verified client keeps an open pitch in their saved list; saving twice is one save. */
export async function savePitch({ db, viewer, id }: SavePitchOptions): Promise<Pitch> {
  const client = requireVerifiedClient(viewer);
  // As a client even for a 'both' account: its own pitches are not for saving.
  const row = await findReadablePitch(db, { ...viewer, admin: false, filmmakerId: null }, id);
  await db.insert(savedPitches).values({ clientId: client.id, pitchId: id }).onConflictDoNothing();
  return (await toPitches(db, [row], client.id))[0]!;
}

/** The client drops a pitch from their saved list, whatever became of the pitch since; idempotent. */
export async function unsavePitch({ db, viewer, id }: SavePitchOptions): Promise<void> {
  const client = requireVerifiedClient(viewer);
  await db
    .delete(savedPitches)
    .where(and(eq(savedPitches.clientId, client.id), eq(savedPitches.pitchId, id)));
}
