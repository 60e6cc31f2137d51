import { USERNAME_TAKEN } from '@reelhire/shared/profile-usernames';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { getFilmmakerProfile } from './get-filmmaker-profile.ts';
import { refuseGapsInLiveProfile } from './live-profile-gaps.ts';
import { assertFilmmakerAccount, signUpNames } from './profile-access.ts';

export interface SaveFilmmakerDraftOptions {
  db: Db;
  user: User;
  /** The step's columns: every field of the step, so saving the same step twice stores the same thing. */
  values: Partial<typeof filmmakers.$inferInsert>;
  /** The step's child rows (images, credits), written in the same transaction as the record. */
  writeChildren?: (tx: Db, filmmakerId: string) => Promise<void>;
}

/**
 * Saves one setup step of the caller's filmmaker profile, creating the record on the first save. Drafts
 * may have gaps; a profile that is already public may not get one, so such an edit is refused whole.
 */
export async function saveFilmmakerDraft({
  db,
  user,
  values,
  writeChildren,
}: SaveFilmmakerDraftOptions): Promise<FilmmakerProfile> {
  assertFilmmakerAccount(user);
  try {
    await db.transaction(async (tx) => {
      const names = signUpNames(user);
      const [row] = await tx
        .insert(filmmakers)
        .values({ userId: user.id, firstName: names.firstName, lastName: names.lastName, ...values })
        .onConflictDoUpdate({ target: filmmakers.userId, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: filmmakers.id, setup: filmmakers.setup });
      await writeChildren?.(tx, row!.id);
      if (row!.setup) refuseGapsInLiveProfile((await getFilmmakerProfile({ db: tx, user })).missing);
    });
  } catch (error) {
    // Two people can race for one username past the check before the write; the unique index decides.
    if (violatedConstraint(error) === 'filmmakers_username_unique') throw new HttpError(409, USERNAME_TAKEN);
    throw error;
  }
  return getFilmmakerProfile({ db, user });
}

/** The unique constraint a failed write broke, looking through the driver's wrapped errors. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
