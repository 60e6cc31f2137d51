import type { ClientKind } from '@reelhire/shared/client-profile';
import { VERIFICATION_TEXTS, type VerificationRole } from '@reelhire/shared/verification';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { User } from '../../db/schema/auth.ts';
import { clients, filmmakers } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';

/** Whether the account has this role: docs/product.md §6, a 'both' account has both. */
export function hasRole(user: User, role: VerificationRole): boolean {
  const type = user.userMetadata.user_type;
  return type === role || type === 'both';
}

/** 403 for a role the account does not have (an admin has neither). */
export function assertRole(user: User, role: VerificationRole): void {
  if (!hasRole(user, role)) throw new HttpError(403, VERIFICATION_TEXTS.roleNotYours(role));
}

export interface RoleRecord {
  verified: boolean;
  clientKind: ClientKind | null;
  /** The name the role's profile shows: the filmmaker's name or the company's. */
  profileName: string;
}

/** The role's filmmaker or client record, the one whose `verified` the access guard reads. */
export async function findRoleRecord(
  db: Db,
  userId: string,
  role: VerificationRole,
): Promise<RoleRecord | undefined> {
  if (role === 'filmmaker') {
    const [row] = await db
      .select({ verified: filmmakers.verified, first: filmmakers.firstName, last: filmmakers.lastName })
      .from(filmmakers)
      .where(eq(filmmakers.userId, userId));
    return (
      row && { verified: row.verified, clientKind: null, profileName: `${row.first} ${row.last}`.trim() }
    );
  }
  const [row] = await db
    .select({ verified: clients.verified, kind: clients.clientKind, name: clients.companyName })
    .from(clients)
    .where(eq(clients.userId, userId));
  return row && { verified: row.verified, clientKind: row.kind ?? null, profileName: row.name.trim() };
}

/** A client hiring as a company also sends a business document. */
export const needsBusinessDocument = (role: VerificationRole, record: RoleRecord | undefined): boolean =>
  role === 'client' && record?.clientKind === 'company';

/** How people are named to admins and in the history: their sign-up names, else their email. */
export function displayName(user: Pick<User, 'email' | 'userMetadata'>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = `${text(user.userMetadata.first_name)} ${text(user.userMetadata.last_name)}`.trim();
  return name || user.email;
}
