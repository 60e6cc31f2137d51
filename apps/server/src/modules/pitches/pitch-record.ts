import type { Pitch } from '@reelhire/shared/pitches';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { pitches, pitchMedia, savedPitches } from '../../db/schema/pitches.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { PITCH_TEXTS, type PitchViewer } from './pitch-viewer.ts';

export type PitchRow = typeof pitches.$inferSelect;

/** Pitches as the API answers them, in the order of `rows`; media links are signed at the HTTP edge. */
export async function toPitches(
  db: Db,
  rows: readonly PitchRow[],
  clientId: string | null,
): Promise<Pitch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const makers = [...new Set(rows.map((row) => row.filmmakerId))];
  const [media, people, saved] = await Promise.all([
    db
      .select({
        pitchId: pitchMedia.pitchId,
        id: files.id,
        fileName: files.originalName,
        mimeType: files.mimeType,
        size: files.sizeBytes,
      })
      .from(pitchMedia)
      .innerJoin(files, eq(files.id, pitchMedia.fileId))
      .where(inArray(pitchMedia.pitchId, ids))
      .orderBy(asc(pitchMedia.position)),
    db
      .select({
        id: filmmakers.id,
        first: filmmakers.firstName,
        last: filmmakers.lastName,
        crafts: filmmakers.crafts,
        city: filmmakers.city,
      })
      .from(filmmakers)
      .where(inArray(filmmakers.id, makers)),
    clientId
      ? db
          .select({ pitchId: savedPitches.pitchId })
          .from(savedPitches)
          .where(and(eq(savedPitches.clientId, clientId), inArray(savedPitches.pitchId, ids)))
      : Promise.resolve([]),
  ]);
  const savedIds = new Set(saved.map((each) => each.pitchId));
  return rows.map((row) => {
    const maker = people.find((each) => each.id === row.filmmakerId);
    return {
      id: row.id,
      filmmaker_id: row.filmmakerId,
      filmmaker: {
        name: maker ? `${maker.first} ${maker.last}`.trim() : 'Filmmaker',
        crafts: maker?.crafts ?? [],
        city: maker?.city ?? null,
      },
      title: row.title,
      logline: row.logline,
      treatment: row.treatment,
      format: row.format,
      budget_min_minor: row.budgetMinMinor,
      budget_max_minor: row.budgetMaxMinor,
      currency: row.currency,
      reference_links: row.referenceLinks,
      media: media
        .filter((file) => file.pitchId === row.id)
        .map((file) => ({
          id: file.id,
          file_name: file.fileName,
          mime_type: file.mimeType,
          file_size: file.size,
          url: null,
        })),
      status: row.status as Pitch['status'],
      saved: savedIds.has(row.id),
      published_at: row.publishedAt?.toISOString() ?? null,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/**
 * The pitches a viewer may read: any for an admin; their own for a filmmaker; open ones for a verified
 * client. Anything else reads as not found, so a pitch's id is never confirmed to someone who may not see it.
 */
export function pitchReadableBy(viewer: PitchViewer): SQL | undefined {
  if (viewer.admin) return undefined;
  const own = viewer.filmmakerId ? eq(pitches.filmmakerId, viewer.filmmakerId) : undefined;
  const open = viewer.client?.verified ? eq(pitches.status, 'open') : undefined;
  return or(own, open) ?? sql`false`;
}

/** One pitch the viewer may read; an unverified client is told to verify rather than shown a 404. */
export async function findReadablePitch(db: Db, viewer: PitchViewer, id: string): Promise<PitchRow> {
  if (!viewer.admin && !viewer.filmmakerId && viewer.client && !viewer.client.verified) {
    throw new HttpError(403, PITCH_TEXTS.notVerified);
  }
  const [row] = await db
    .select()
    .from(pitches)
    .where(and(eq(pitches.id, id), pitchReadableBy(viewer)));
  if (!row) throw notFound(PITCH_TEXTS.notFound);
  return row;
}

/** One of the filmmaker's own pitches, to change; anyone else's reads as not found. */
export async function findOwnPitch(db: Db, filmmakerId: string, id: string): Promise<PitchRow> {
  const [row] = await db
    .select()
    .from(pitches)
    .where(and(eq(pitches.id, id), eq(pitches.filmmakerId, filmmakerId)));
  if (!row) throw notFound(PITCH_TEXTS.notFound);
  return row;
}
