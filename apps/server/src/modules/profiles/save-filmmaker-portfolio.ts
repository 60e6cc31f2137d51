import type { FilmmakerPortfolio } from '@reelhire/shared/filmmaker-profile-steps';
import type { FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { toStoredVideoLink } from '@reelhire/shared/video-links';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { filmmakerCredits, filmmakerImages } from '../../db/schema/profiles.ts';
import { assertFilmmakerAccount } from './profile-access.ts';
import { assertOwnProfileFiles } from './profile-files.ts';
import { saveFilmmakerDraft } from './save-filmmaker-draft.ts';

export interface SaveFilmmakerPortfolioOptions {
  db: Db;
  user: User;
  /** Parsed with the shared filmmakerPortfolioSchema. */
  input: FilmmakerPortfolio;
}

/**
 * Setup step 3: showreel, work links, images and credits. The lists are replaced as sent, in their order,
 * together with the record, so a repeated save leaves exactly one copy of each.
 */
export async function saveFilmmakerPortfolio({
  db,
  user,
  input,
}: SaveFilmmakerPortfolioOptions): Promise<FilmmakerProfile> {
  assertFilmmakerAccount(user);
  await assertOwnProfileFiles({
    db,
    userId: user.id,
    fields: [
      {
        field: 'portfolio_image_ids',
        ids: input.portfolio_image_ids,
        kinds: ['portfolio_image', 'portfolio_video'],
        label: 'a portfolio image or clip',
      },
      {
        field: 'service_image_ids',
        ids: input.service_image_ids,
        kinds: ['service_image'],
        label: 'a service image',
      },
    ],
  });
  return saveFilmmakerDraft({
    db,
    user,
    values: {
      showreel: input.showreel_url ? toStoredVideoLink(input.showreel_url) : null,
      workLinks: input.work_links.map((link) => ({ ...toStoredVideoLink(link.url), title: link.title })),
    },
    writeChildren: async (tx, filmmakerId) => {
      await tx.delete(filmmakerImages).where(eq(filmmakerImages.filmmakerId, filmmakerId));
      const images = [
        ...input.portfolio_image_ids.map((fileId, position) => ({
          filmmakerId,
          kind: 'portfolio' as const,
          position,
          fileId,
        })),
        ...input.service_image_ids.map((fileId, position) => ({
          filmmakerId,
          kind: 'service' as const,
          position,
          fileId,
        })),
      ];
      if (images.length > 0) await tx.insert(filmmakerImages).values(images);

      await tx.delete(filmmakerCredits).where(eq(filmmakerCredits.filmmakerId, filmmakerId));
      if (input.credits.length > 0) {
        await tx
          .insert(filmmakerCredits)
          .values(input.credits.map((credit, position) => ({ filmmakerId, position, ...credit })));
      }
    },
  });
}
