import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { identities, users } from '../../db/schema/auth.ts';

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
