import { USERNAME_TAKEN } from '@reelhire/shared/profile-usernames';
import { type FilmmakerBasic } from '@reelhire/shared/filmmaker-profile-steps';
import { type FilmmakerProfile } from '@reelhire/shared/filmmaker-profile';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/auth.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';
import { assertFilmmakerAccount } from './profile-access.ts';
import { assertOwnProfileFiles } from './profile-files.ts';
import { saveFilmmakerDraft } from './save-filmmaker-draft.ts';

export interface SaveFilmmakerBasicOptions {
  db: Db;
  user: User;
  /** Parsed with the shared filmmakerBasicSchema. */
  input: FilmmakerBasic;
}

/** Setup step 1: name, username, photo, headline, location and bio. */
export async function saveFilmmakerBasic({
  db,
  user,
  input,
}: SaveFilmmakerBasicOptions): Promise<FilmmakerProfile> {
  assertFilmmakerAccount(user);
  if (input.username) {
    const [holder] = await db
      .select({ id: filmmakers.id })
      .from(filmmakers)
      .where(and(eq(filmmakers.username, input.username), ne(filmmakers.userId, user.id)));
    if (holder) throw new HttpError(409, USERNAME_TAKEN);
  }
  await assertOwnProfileFiles({
    db,
    userId: user.id,
    fields: [
      {
        field: 'avatar_file_id',
        ids: input.avatar_file_id ? [input.avatar_file_id] : [],
        kinds: ['avatar'],
        label: 'a profile photo',
      },
    ],
  });
  const profile = await saveFilmmakerDraft({
    db,
    user,
    values: {
      firstName: input.first_name ?? '',
      lastName: input.last_name ?? '',
      username: input.username,
      avatarFileId: input.avatar_file_id,
      headline: input.headline,
      city: input.city,
      country: input.country,
      bio: input.bio,
    },
  });
  // A filmmaker has one name: the account page asks for it once, in the profile, so the account's name
  // (emails, the account menu) follows it (decision 0022).
  const firstName = input.first_name?.trim();
  const lastName = input.last_name?.trim();
  if (firstName && lastName) {
    await db
      .update(users)
      .set({
        userMetadata: sql`${users.userMetadata} || ${JSON.stringify({ first_name: firstName, last_name: lastName })}::jsonb`,
      })
      .where(eq(users.id, user.id));
  }
  return profile;
}
