import type { ClientRecord, FilmmakerRecord } from '@reelhire/shared/auth-profiles';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';

/** docs/product.md §7 `GET /filmmakers?user_id=`: the user's filmmaker record, as a list (none or one). */
export async function listFilmmakerRecords(db: Db, userId: string): Promise<FilmmakerRecord[]> {
  const rows = await db
    .select({
      id: filmmakers.id,
      userId: filmmakers.userId,
      username: filmmakers.username,
      firstName: filmmakers.firstName,
      lastName: filmmakers.lastName,
      headline: filmmakers.headline,
      bio: filmmakers.bio,
      city: filmmakers.city,
      country: filmmakers.country,
      crafts: filmmakers.crafts,
      yearsExperience: filmmakers.yearsExperience,
      dayRateMinor: filmmakers.dayRateMinor,
      currency: filmmakers.currency,
      verified: filmmakers.verified,
      setup: filmmakers.setup,
      createdAt: filmmakers.createdAt,
      updatedAt: filmmakers.updatedAt,
    })
    .from(filmmakers)
    .where(eq(filmmakers.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    headline: row.headline,
    bio: row.bio,
    city: row.city,
    country: row.country,
    crafts: row.crafts,
    years_experience: row.yearsExperience,
    day_rate_minor: row.dayRateMinor,
    currency: row.currency,
    verified: row.verified,
    setup: row.setup,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

/** docs/product.md §7 `GET /clients?user_id=`: the user's client record, as a list (none or one). */
export async function listClientRecords(db: Db, userId: string): Promise<ClientRecord[]> {
  const rows = await db.select().from(clients).where(eq(clients.userId, userId));
  return rows.map((row) => ({
    id: row.id,
    user_id: row.userId,
    company_name: row.companyName,
    industry: row.industry,
    website: row.website,
    city: row.city,
    country: row.country,
    about: row.about,
    verified: row.verified,
    setup: row.setup,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}
