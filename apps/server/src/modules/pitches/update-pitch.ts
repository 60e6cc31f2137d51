import type { Pitch, PitchFields } from '@reelhire/shared/pitches';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pitches } from '../../db/schema/pitches.ts';
import { pitchColumns } from './create-pitch.ts';
import { savePitchMedia } from './pitch-media.ts';
import { findOwnPitch, toPitches } from './pitch-record.ts';

export interface UpdatePitchOptions {
  db: Db;
  filmmakerId: string;
  userId: string;
  id: string;
  fields: PitchFields;
}

/** The filmmaker edits their pitch in any state; an open pitch stays open with the new words. */
export async function updatePitch({
  db,
  filmmakerId,
  userId,
  id,
  fields,
}: UpdatePitchOptions): Promise<Pitch> {
  return db.transaction(async (tx) => {
    await findOwnPitch(tx, filmmakerId, id);
    const [row] = await tx
      .update(pitches)
      .set({ ...pitchColumns(fields), updatedAt: sql`now()` })
      .where(eq(pitches.id, id))
      .returning();
    await savePitchMedia(tx, { pitchId: id, userId, fileIds: fields.media_file_ids });
    return (await toPitches(tx, [row!], null))[0]!;
  });
}
