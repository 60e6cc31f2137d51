import { z } from 'zod';
import { pageOf, pageQuerySchema } from './hiring-fields.ts';
import { USER_TYPES, type UserType } from './user-type.ts';

// The admin's users area (decision 0064): list, one user's records, suspend, restore and change role.

/**
 * What state an account is in, most pressing first: one account is in exactly one. Setup comes before
 * verification, as in the product's own flow; an admin account needs neither.
 */
export const ACCOUNT_STATES = ['suspended', 'setup_unfinished', 'unverified', 'active'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ACCOUNT_STATE_LABELS: Record<AccountState, string> = {
  active: 'Active',
  suspended: 'Suspended',
  unverified: 'Not verified',
  setup_unfinished: 'Setup unfinished',
};

export const USER_TYPE_LABELS: Record<UserType, string> = {
  filmmaker: 'Filmmaker',
  client: 'Client',
  both: 'Filmmaker and client',
  admin: 'Admin',
};

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Words of the name or email, matched as prefixes, any case. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(USER_TYPES, { error: 'Choose a role from the list' }).optional(),
  state: z.enum(ACCOUNT_STATES, { error: 'Choose a state from the list' }).optional(),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

const roleRecordSchema = z.object({
  id: z.uuid(),
  verified: z.boolean(),
  setup: z.boolean(),
});

export const adminUserSummarySchema = z.object({
  id: z.uuid(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** null for an account that has not chosen a role yet (Google sign-up before role selection). */
  user_type: z.enum(USER_TYPES).nullable(),
  state: z.enum(ACCOUNT_STATES),
  email_confirmed_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  filmmaker: roleRecordSchema.nullable(),
  client: roleRecordSchema.nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListSchema = pageOf(adminUserSummarySchema);
export type AdminUserList = z.infer<typeof adminUserListSchema>;

const moneySumSchema = z.object({ currency: z.string(), amount_minor: z.number().int() });

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  filmmaker: roleRecordSchema.extend({ username: z.string().nullable(), name: z.string() }).nullable(),
  client: roleRecordSchema.extend({ company_name: z.string() }).nullable(),
  verifications: z.array(
    z.object({
      id: z.uuid(),
      role: z.string(),
      status: z.string(),
      created_at: z.string(),
      reviewed_at: z.string().nullable(),
      rejection_reason: z.string().nullable(),
    }),
  ),
  counts: z.object({
    projects: z.number().int(),
    jobs: z.number().int(),
    applications: z.number().int(),
    bookings_as_client: z.number().int(),
    bookings_as_filmmaker: z.number().int(),
    bookings_under_way: z.number().int(),
  }),
  payments: z.object({
    /** Card and wallet payments that succeeded, per currency. */
    paid: z.array(moneySumSchema),
    payments_count: z.number().int(),
    /** Payouts marked paid, per currency. */
    paid_out: z.array(moneySumSchema),
    payouts_count: z.number().int(),
  }),
  sessions: z.object({
    /** Sessions not revoked (a device that may still refresh). */
    active: z.number().int(),
    last_seen_at: z.string().nullable(),
    recent: z.array(
      z.object({
        id: z.uuid(),
        created_at: z.string(),
        refreshed_at: z.string().nullable(),
        revoked_at: z.string().nullable(),
        user_agent: z.string().nullable(),
        ip: z.string().nullable(),
      }),
    ),
  }),
  sign_in_methods: z.array(z.string()),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const SUSPENSION_REASON_MAX = 500;

export const suspendUserSchema = z.object({
  reason: z
    .string({ error: 'Say why the account is suspended' })
    .trim()
    .min(3, { error: 'Say why the account is suspended (at least 3 characters)' })
    .max(SUSPENSION_REASON_MAX, { error: `Keep the reason under ${SUSPENSION_REASON_MAX} characters` }),
});
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;

export const changeRoleSchema = z.object({
  user_type: z.enum(USER_TYPES, { error: 'Choose a role from the list' }),
});
export type ChangeRoleInput = z.infer<typeof changeRoleSchema>;

/** The roles whose records an account of this type uses (decision 0064: records are kept, never deleted). */
export function rolesOf(userType: UserType | null): ('filmmaker' | 'client')[] {
  if (userType === 'both') return ['filmmaker', 'client'];
  if (userType === 'filmmaker' || userType === 'client') return [userType];
  return [];
}

/**
 * Decision 0064: the roles a change from one type to another takes away. Their records stay (jobs,
 * bookings and money hang off them) but the account can no longer act in them; a role with bookings under
 * way cannot be taken away.
 */
export function rolesDropped(from: UserType | null, to: UserType): ('filmmaker' | 'client')[] {
  const kept = rolesOf(to);
  return rolesOf(from).filter((role) => !kept.includes(role));
}

export const ADMIN_USER_TEXTS = {
  suspendedSignIn: 'This account is suspended. Contact support if you think this is a mistake.',
  notYourself: 'You cannot do this to your own account',
  alreadySuspended: 'This account is already suspended',
  notSuspended: 'This account is not suspended',
  sameRole: 'The account already has this role',
  bookingsUnderWay: (role: string) =>
    `This account has ${role} bookings under way: finish or cancel them before taking the ${role} role away`,
  notFound: 'User not found',
} as const;
