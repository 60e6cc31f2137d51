import type { SocialMediaConsent } from '@reelhire/shared/social-posts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { notFound } from '../../http/errors.ts';

/** The filmmaker's own consent to their portfolio images appearing on Reelhire's channels. */
export async function getSocialMediaConsent(db: Db, filmmakerId: string): Promise<SocialMediaConsent> {
  const [row] = await db
    .select({ consent: filmmakers.socialMediaConsent })
    .from(filmmakers)
    .where(eq(filmmakers.id, filmmakerId));
  if (!row) throw notFound('No filmmaker profile');
  return { consent: row.consent };
}

/**
 * Turning it off takes effect at once: the planner and every planned post stop showing that filmmaker's
 * images (they are filtered on read), so nothing new goes out with them.
 */
export async function setSocialMediaConsent(
  db: Db,
  filmmakerId: string,
  consent: boolean,
): Promise<SocialMediaConsent> {
  const [row] = await db
    .update(filmmakers)
    .set({ socialMediaConsent: consent, updatedAt: sql`now()` })
    .where(eq(filmmakers.id, filmmakerId))
    .returning({ consent: filmmakers.socialMediaConsent });
  if (!row) throw notFound('No filmmaker profile');
  return { consent: row.consent };
}
