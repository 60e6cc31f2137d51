import { incompleteProfileMessage } from '@reelhire/shared/profile-gaps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { getFilmmakerProfile } from './get-filmmaker-profile.ts';

export interface SubmitFilmmakerProfileOptions {
  db: Db;
  user: User;
}

/**
 * The preview's "Submit": a complete profile becomes public (`setup` true, docs/product.md §3); an incomplete
 * one is refused with the list of what is missing. Submitting a profile that is already public changes nothing.
 */
export async function submitFilmmakerProfile({
  db,
  user,
}: SubmitFilmmakerProfileOptions): Promise<FilmmakerProfile> {
  await db.transaction(async (tx) => {
    // Locks the record, so a step saved at the same moment lands before or after the check, not during it.
    await tx
      .select({ id: filmmakers.id })
      .from(filmmakers)
      .where(eq(filmmakers.userId, user.id))
      .for('update');
    const profile = await getFilmmakerProfile({ db: tx, user });
    if (profile.missing.length > 0) {
      throw new HttpError(400, incompleteProfileMessage(profile.missing), { missing: profile.missing });
    }
    if (!profile.setup) {
      await tx
        .update(filmmakers)
        .set({ setup: true, updatedAt: new Date() })
        .where(eq(filmmakers.userId, user.id));
    }
  });
  return getFilmmakerProfile({ db, user });
}
