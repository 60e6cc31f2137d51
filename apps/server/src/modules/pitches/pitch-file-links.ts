import type { Pitch } from '@reelhire/shared/pitches';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileLinksById } from '../files/sign-file-urls-by-id.ts';

/**
 * Fresh signed links for the media of pitches about to be answered. The files are private; the operation
 * that read the pitches has already decided this viewer may see them (pitchReadableBy, decision 0038).
 */
export async function withMediaLinks<T extends Pitch | { items: Pitch[] }>(
  { db, config }: { db: Db; config: Config },
  value: T,
): Promise<T> {
  const list: Pitch[] = 'items' in value ? value.items : [value as Pitch];
  const ids = list.flatMap((pitch) => pitch.media.map((file) => file.id));
  if (ids.length === 0) return value;
  const links = await signFileLinksById({ db, config, ids });
  for (const pitch of list) {
    pitch.media = pitch.media.map((file) => ({ ...file, url: links.get(file.id)?.url ?? null }));
  }
  return value;
}
