import type { Pitch } from '@reelhire/shared/pitches';
import type { Db } from '../../db/client.ts';
import { findReadablePitch, toPitches } from './pitch-record.ts';
import type { PitchViewer } from './pitch-viewer.ts';

/** One pitch for its filmmaker, an admin, or a verified client while it is open; 404 for anyone else. */
export async function getPitch({
  db,
  viewer,
  id,
}: {
  db: Db;
  viewer: PitchViewer;
  id: string;
}): Promise<Pitch> {
  const row = await findReadablePitch(db, viewer, id);
  return (await toPitches(db, [row], viewer.client?.id ?? null))[0]!;
}
