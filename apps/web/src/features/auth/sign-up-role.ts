import type { UserType } from '@reelhire/shared/user-type';

/** The types a person can choose at sign-up: every type but admin. */
export type SignUpRole = Exclude<UserType, 'admin'>;
export const SIGN_UP_ROLES: readonly SignUpRole[] = ['filmmaker', 'client', 'both'];

export function isSignUpRole(value: unknown): value is SignUpRole {
  return typeof value === 'string' && (SIGN_UP_ROLES as readonly string[]).includes(value);
}

export const SIGN_UP_ROLE_LABEL: Record<SignUpRole, string> = {
  filmmaker: 'Filmmaker',
  client: 'Client',
  both: 'Filmmaker and client',
};
