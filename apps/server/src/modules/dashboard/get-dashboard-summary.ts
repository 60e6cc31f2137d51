import {
  CLIENT_COMPLETENESS_ITEMS,
  clientSuggestions,
  completenessPercent,
  FILMMAKER_COMPLETENESS_ITEMS,
  filmmakerSuggestions,
  type DashboardRole,
  type DashboardSummary,
} from '@reelhire/shared/dashboard';
import type { VerificationRole } from '@reelhire/shared/verification';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { identityVerifications } from '../../db/schema/verification.ts';
import { getClientProfile } from '../profiles/get-client-profile.ts';
import { getFilmmakerProfile } from '../profiles/get-filmmaker-profile.ts';
import { hasRole } from '../verification/verification-role.ts';

export interface GetDashboardSummaryOptions {
  db: Db;
  user: User;
}

/** The latest submission's status for a role, without signing its document links (nobody opens them here). */
async function latestVerification(db: Db, userId: string, role: VerificationRole) {
  const [row] = await db
    .select({ status: identityVerifications.status, reason: identityVerifications.rejectionReason })
    .from(identityVerifications)
    .where(and(eq(identityVerifications.userId, userId), eq(identityVerifications.role, role)))
    .orderBy(desc(identityVerifications.submittedAt), desc(identityVerifications.id))
    .limit(1);
  return { verification_state: row?.status ?? 'none', rejection_reason: row?.reason ?? null } as const;
}

async function filmmakerSummary(db: Db, user: User): Promise<DashboardRole> {
  const [profile, verification] = await Promise.all([
    getFilmmakerProfile({ db, user }),
    latestVerification(db, user.id, 'filmmaker'),
  ]);
  const suggestions = filmmakerSuggestions(profile);
  return {
    setup: profile.setup,
    verified: profile.verified,
    completeness: completenessPercent(
      profile.missing.length,
      suggestions.length,
      FILMMAKER_COMPLETENESS_ITEMS,
    ),
    missing: profile.missing,
    suggestions,
    ...verification,
    // Only a live profile has a public page; a draft's username would answer 404.
    public_path: profile.setup && profile.username ? `/portfolio/${profile.username}` : null,
    display_name: `${profile.first_name} ${profile.last_name}`.trim(),
  };
}

async function clientSummary(db: Db, user: User): Promise<DashboardRole> {
  const [profile, verification] = await Promise.all([
    getClientProfile({ db, user }),
    latestVerification(db, user.id, 'client'),
  ]);
  const suggestions = clientSuggestions(profile);
  return {
    setup: profile.setup,
    verified: profile.verified,
    completeness: completenessPercent(profile.missing.length, suggestions.length, CLIENT_COMPLETENESS_ITEMS),
    missing: profile.missing,
    suggestions,
    ...verification,
    public_path: null,
    display_name: profile.company_name,
  };
}

/**
 * What the dashboard home pages show (issue 4): for each role the account has, how complete the profile
 * is, where verification stands and what the next step is (the shared nextStep rule reads this).
 */
export async function getDashboardSummary({
  db,
  user,
}: GetDashboardSummaryOptions): Promise<DashboardSummary> {
  const [filmmaker, client] = await Promise.all([
    hasRole(user, 'filmmaker') ? filmmakerSummary(db, user) : null,
    hasRole(user, 'client') ? clientSummary(db, user) : null,
  ]);
  return { filmmaker, client };
}
