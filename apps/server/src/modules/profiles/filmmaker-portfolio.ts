import type { Credit, Video, WorkLink } from '@reelhire/shared/filmmaker-profile';
import { recogniseVideo, type StoredVideoLink } from '@reelhire/shared/video-links';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakerCredits, filmmakerImages } from '../../db/schema/profiles.ts';

export interface FilmmakerPortfolioRows {
  portfolioImageIds: string[];
  serviceImageIds: string[];
  credits: Credit[];
}

export interface LoadFilmmakerPortfolioOptions {
  db: Db;
  filmmakerId: string;
}

/** A filmmaker's ordered images and credits (the child rows of the portfolio step). */
export async function loadFilmmakerPortfolio({
  db,
  filmmakerId,
}: LoadFilmmakerPortfolioOptions): Promise<FilmmakerPortfolioRows> {
  const [images, credits] = await Promise.all([
    db
      .select({ kind: filmmakerImages.kind, fileId: filmmakerImages.fileId })
      .from(filmmakerImages)
      .where(eq(filmmakerImages.filmmakerId, filmmakerId))
      .orderBy(asc(filmmakerImages.position)),
    db
      .select({
        title: filmmakerCredits.title,
        role: filmmakerCredits.role,
        year: filmmakerCredits.year,
        client: filmmakerCredits.client,
      })
      .from(filmmakerCredits)
      .where(eq(filmmakerCredits.filmmakerId, filmmakerId))
      .orderBy(asc(filmmakerCredits.position)),
  ]);
  return {
    portfolioImageIds: images.filter((image) => image.kind === 'portfolio').map((image) => image.fileId),
    serviceImageIds: images.filter((image) => image.kind === 'service').map((image) => image.fileId),
    credits,
  };
}

/** A stored link with its player: the embed is worked out on reading, so a better player needs no migration. */
export function toVideo(link: StoredVideoLink): Video {
  return {
    url: link.url,
    provider: link.provider,
    video_id: link.video_id,
    embed_url: recogniseVideo(link.url).embed_url,
  };
}

export function toWorkLink(link: StoredVideoLink & { title: string | null }): WorkLink {
  return { ...toVideo(link), title: link.title };
}
