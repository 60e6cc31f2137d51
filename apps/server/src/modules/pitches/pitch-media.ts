import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { pitchMedia } from '../../db/schema/pitches.ts';
import { badRequest } from '../../http/errors.ts';

/**
 * Replaces a pitch's media. Only the filmmaker's own uploads of the kind `pitch_media` may be attached: a
 * file id is not a capability, and another kind (an identity document) was never meant for clients' eyes.
 */
export async function savePitchMedia(
  tx: Db,
  { pitchId, userId, fileIds }: { pitchId: string; userId: string; fileIds: readonly string[] },
): Promise<void> {
  const unique = [...new Set(fileIds)];
  if (unique.length > 0) {
    const owned = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, unique), eq(files.ownerId, userId), eq(files.kind, 'pitch_media')));
    if (owned.length !== unique.length) {
      throw badRequest('media_file_ids: Attach only pitch files you uploaded yourself');
    }
  }
  await tx.delete(pitchMedia).where(eq(pitchMedia.pitchId, pitchId));
  if (unique.length > 0) {
    await tx.insert(pitchMedia).values(unique.map((fileId, position) => ({ pitchId, fileId, position })));
  }
}
