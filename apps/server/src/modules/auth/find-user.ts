import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/auth.ts';

export type UserRow = typeof users.$inferSelect;

/** The account with this email (case-insensitive, as the unique index compares them). */
export async function findUserByEmail(db: Db, email: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  const [user] = options.forUpdate ? await query.for('update') : await query;
  return user;
}

export async function identitiesOf(db: Db, userId: string) {
  return db.select().from(identities).where(eq(identities.userId, userId));
}

/** A unique index said no (two requests raced to create the same thing). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
