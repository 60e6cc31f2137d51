import type { Pitch, PitchFields } from '@reelhire/shared/pitches';
import type { Db } from '../../db/client.ts';
import { pitches } from '../../db/schema/pitches.ts';
import { savePitchMedia } from './pitch-media.ts';
import { toPitches } from './pitch-record.ts';

export interface CreatePitchOptions {
  db: Db;
  filmmakerId: string;
  userId: string;
  fields: PitchFields;
}

/** A filmmaker's new pitch, always a draft: no client sees it until it is published. */
export async function createPitch({ db, filmmakerId, userId, fields }: CreatePitchOptions): Promise<Pitch> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pitches)
      .values({ filmmakerId, ...pitchColumns(fields) })
      .returning();
    await savePitchMedia(tx, { pitchId: row!.id, userId, fileIds: fields.media_file_ids });
    return (await toPitches(tx, [row!], null))[0]!;
  });
}

/** The editable columns from the validated input (status and ownership are never taken from it). */
export function pitchColumns(fields: PitchFields) {
  return {
    title: fields.title,
    logline: fields.logline,
    treatment: fields.treatment,
    format: fields.format,
    budgetMinMinor: fields.budget_min_minor,
    budgetMaxMinor: fields.budget_max_minor,
    currency: fields.currency,
    referenceLinks: fields.reference_links,
  };
}
