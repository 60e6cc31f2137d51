import {
  ACCOUNT_STATE_LABELS,
  USER_TYPE_LABELS,
  type AccountState,
  type AdminUserSummary,
} from '@reelhire/shared/admin-users';
import { Badge } from '@/components/ui/badge';

const STATE_VARIANT = {
  active: 'success',
  suspended: 'danger',
  unverified: 'warning',
  setup_unfinished: 'neutral',
} as const satisfies Record<AccountState, 'success' | 'danger' | 'warning' | 'neutral'>;

export function AccountStateBadge({ state }: { state: AccountState }) {
  return <Badge variant={STATE_VARIANT[state]}>{ACCOUNT_STATE_LABELS[state]}</Badge>;
}

export function roleLabel(userType: AdminUserSummary['user_type']): string {
  return userType ? USER_TYPE_LABELS[userType] : 'No role chosen yet';
}

/** The name an account goes by, or its email when it gave none. */
export function accountName(user: Pick<AdminUserSummary, 'first_name' | 'last_name' | 'email'>): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
export const day = (iso: string) => dateFormat.format(new Date(iso));
export const moment = (iso: string) => timeFormat.format(new Date(iso));
