import {
  USERNAME_TAKEN,
  usernameProblem,
  type UsernameAvailability,
} from '@reelhire/shared/profile-usernames';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmmakers } from '../../db/schema/profiles.ts';

export interface CheckUsernameOptions {
  db: Db;
  /** The asking user: their own current username counts as available to them. */
  userId: string;
  username: string;
}

/** Whether the setup form's username can be had, before the step is saved (which checks again). */
export async function checkUsername({
  db,
  userId,
  username,
}: CheckUsernameOptions): Promise<UsernameAvailability> {
  const wanted = username.trim().toLowerCase();
  const problem = usernameProblem(wanted);
  if (problem) return { username: wanted, available: false, reason: problem };
  const [holder] = await db
    .select({ id: filmmakers.id })
    .from(filmmakers)
    .where(and(eq(filmmakers.username, wanted), ne(filmmakers.userId, userId)));
  return holder
    ? { username: wanted, available: false, reason: USERNAME_TAKEN }
    : { username: wanted, available: true, reason: null };
}
