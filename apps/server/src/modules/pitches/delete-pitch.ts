import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pitches } from '../../db/schema/pitches.ts';
import { notFound } from '../../http/errors.ts';
import { PITCH_TEXTS } from './pitch-viewer.ts';

/**
 * Its filmmaker deletes a pitch for good (decision 0038): its media links and the clients' saves go with
 * it; projects clients made from it keep their own copy of the words. The uploaded files stay the
 * filmmaker's, to delete from their files like any upload.
 */
export async function deletePitch({ db, filmmakerId, id }: { db: Db; filmmakerId: string; id: string }) {
  const deleted = await db
    .delete(pitches)
    .where(and(eq(pitches.id, id), eq(pitches.filmmakerId, filmmakerId)))
    .returning({ id: pitches.id });
  if (deleted.length === 0) throw notFound(PITCH_TEXTS.notFound);
}
