// No zod here: the router and guard import this module, and it must stay out of the home page's bundle.
export const USER_TYPES = ['filmmaker', 'client', 'both', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The section a path belongs to (docs/product.md §2: /client/ is client, /admin/ is admin, else filmmaker). */
export type Section = 'filmmaker' | 'client' | 'admin';

export function sectionFromPath(pathname: string): Section {
  if (pathname.startsWith('/client/') || pathname === '/client') return 'client';
  if (pathname.startsWith('/admin/') || pathname === '/admin') return 'admin';
  return 'filmmaker';
}

/** docs/product.md §4 "Dashboard by type". */
export function dashboardPathFor(userType: UserType | null | undefined): string {
  switch (userType) {
    case 'filmmaker':
    case 'both':
      return '/filmmaker/dashboard';
    case 'client':
      return '/client/dashboard';
    case 'admin':
      return '/admin';
    default:
      return '/dashboard';
  }
}
