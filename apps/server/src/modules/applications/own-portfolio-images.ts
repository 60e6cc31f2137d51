import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakerImages } from '../../db/schema/profiles.ts';
import { badRequest } from '../../http/errors.ts';

/** The chosen portfolio items, deduplicated, once each is the filmmaker's own; a 400 otherwise. */
export async function ownPortfolioImages({
  tx,
  filmmakerId,
  ids,
}: {
  tx: Db;
  filmmakerId: string;
  ids: readonly string[];
}): Promise<string[]> {
  const portfolioImageIds = [...new Set(ids)];
  if (portfolioImageIds.length === 0) return portfolioImageIds;
  const own = await tx
    .select({ fileId: filmmakerImages.fileId })
    .from(filmmakerImages)
    .where(
      and(
        eq(filmmakerImages.filmmakerId, filmmakerId),
        eq(filmmakerImages.kind, 'portfolio'),
        inArray(filmmakerImages.fileId, portfolioImageIds),
      ),
    );
  if (new Set(own.map((row) => row.fileId)).size !== portfolioImageIds.length) {
    throw badRequest('portfolio_image_ids: choose items from your own portfolio');
  }
  return portfolioImageIds;
}
