import { dashboardPathFor, type UserType } from '@reelhire/shared/user-type';

// The web app's pages (docs/product.md §2) that emails link to, by the recipient's account type.
// 'both' lands on the filmmaker side, as sign-in does (docs/product.md §4).

export function profileSetupPath(userType: UserType): string {
  if (userType === 'admin') return dashboardPathFor(userType);
  return userType === 'client' ? '/client/profile-setup/basic' : '/filmmaker/profile-setup/basic';
}

export function verifyIdentityPath(userType: UserType): string {
  return userType === 'client' ? '/client/verify-identity' : '/filmmaker/verify-identity';
}

/** The account page, whose notifications tab manages these emails. */
export function accountPath(userType: UserType): string {
  if (userType === 'admin') return dashboardPathFor(userType);
  return userType === 'client' ? '/client/dashboard/account' : '/filmmaker/dashboard/account';
}

export function clientJobPath(projectId: string, jobId: string, page?: string): string {
  return `/client/dashboard/projects/${projectId}/jobs/${jobId}${page ? `/${page}` : ''}`;
}

/** Why a member gets notification emails, for the footer. */
export function memberReason(userType: UserType): string {
  const account = userType === 'both' ? 'filmmaker and client' : userType;
  return `You're getting this because you have a Reelhire ${account} account.`;
}
