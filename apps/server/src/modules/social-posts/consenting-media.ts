import type { SocialMediaItem } from '@reelhire/shared/social-posts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { filmmakerImages, filmmakers } from '../../db/schema/profiles.ts';
import { decodeCursor, encodeCursor } from '../../http/page-cursor.ts';
import { signFileUrlsById } from '../files/sign-file-urls-by-id.ts';

// The one rule of the planner's media (decision 0065): a portfolio image may be used only while its
// filmmaker's social_media_consent is on. Every read of media goes through these two functions.

const mediaColumns = {
  fileId: filmmakerImages.fileId,
  position: filmmakerImages.position,
  filmmakerId: filmmakers.id,
  firstName: filmmakers.firstName,
  lastName: filmmakers.lastName,
  username: filmmakers.username,
};

type MediaRow = {
  fileId: string;
  filmmakerId: string;
  firstName: string;
  lastName: string;
  username: string | null;
};

async function toItems(db: Db, config: Config, rows: readonly MediaRow[]): Promise<SocialMediaItem[]> {
  const links = await signFileUrlsById({ db, config, ids: rows.map((row) => row.fileId) });
  return rows.flatMap((row) => {
    const url = links.get(row.fileId);
    if (!url) return [];
    return [
      {
        file_id: row.fileId,
        url,
        filmmaker_id: row.filmmakerId,
        filmmaker_name: `${row.firstName} ${row.lastName}`.trim() || (row.username ?? 'A filmmaker'),
        username: row.username,
      },
    ];
  });
}

/** The statement behind a page of usable media: consenting filmmakers' portfolios, keyset on (filmmaker, position). */
export function consentingMediaPageQuery(db: Db, { after, limit }: { after?: string; limit: number }) {
  const from = after ? decodeCursor(after, ['id', 'integer'] as const) : undefined;
  return db
    .select(mediaColumns)
    .from(filmmakerImages)
    .innerJoin(filmmakers, eq(filmmakers.id, filmmakerImages.filmmakerId))
    .where(
      and(
        eq(filmmakers.socialMediaConsent, true),
        eq(filmmakerImages.kind, 'portfolio'),
        from
          ? sql`(${filmmakerImages.filmmakerId}, ${filmmakerImages.position}) > (${from[0]}::uuid, ${from[1]})`
          : undefined,
      ),
    )
    .orderBy(asc(filmmakerImages.filmmakerId), asc(filmmakerImages.position))
    .limit(limit + 1);
}

export async function listConsentingMedia({
  db,
  config,
  query,
}: {
  db: Db;
  config: Config;
  query: { after?: string | undefined; limit: number };
}) {
  const rows = await consentingMediaPageQuery(db, { after: query.after, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toItems(db, config, page),
    next_cursor: rows.length > page.length && last ? encodeCursor([last.filmmakerId, last.position]) : null,
  };
}

/** Of these file ids, the ones usable now, as items keyed by file id. */
export async function consentingMediaById({
  db,
  config,
  fileIds,
}: {
  db: Db;
  config: Config;
  fileIds: readonly string[];
}): Promise<Map<string, SocialMediaItem>> {
  const unique = [...new Set(fileIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select(mediaColumns)
    .from(filmmakerImages)
    .innerJoin(filmmakers, eq(filmmakers.id, filmmakerImages.filmmakerId))
    .where(
      and(
        eq(filmmakers.socialMediaConsent, true),
        eq(filmmakerImages.kind, 'portfolio'),
        inArray(filmmakerImages.fileId, unique),
      ),
    );
  const items = await toItems(db, config, rows);
  return new Map(items.map((item) => [item.file_id, item]));
}
