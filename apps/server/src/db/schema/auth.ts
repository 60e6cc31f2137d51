import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Accounts, shaped after the GoTrue user record that @supabase/auth-js reads. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** argon2id hash; null for accounts that only sign in with Google. */
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** docs/product.md §3 user metadata: user_type, first_name, last_name, use_otp, verification_type. */
    userMetadata: jsonb('user_metadata').$type<Record<string, unknown>>().notNull().default({}),
    appMetadata: jsonb('app_metadata').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** Decision 0064: set while an admin has suspended the account; it cannot sign in or call the API. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    suspensionReason: text('suspension_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admin's user list, newest first (decision 0064).
    index('users_created_at_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/** An account row: the one spelling of it every layer uses. */
export type User = typeof users.$inferSelect;

/** How a user signs in: 'email' (password or code) and/or 'google' (the provider's subject id). */
export const identities = pgTable(
  'identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['email', 'google'] }).notNull(),
    /** The provider's id for the user: the user id for 'email', the OpenID `sub` for 'google'. */
    providerId: text('provider_id').notNull(),
    identityData: jsonb('identity_data').$type<Record<string, unknown>>().notNull().default({}),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identities_provider_id_key').on(t.provider, t.providerId),
    index('identities_user_id_idx').on(t.userId),
  ],
);

/** A signed-in device. Revoking it ends every access token and refresh token issued for it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'aal2' once a TOTP factor was verified in this session. */
    aal: text('aal').notNull().default('aal1'),
    /** Sign-in methods with their times, as the JWT `amr` claim lists them. */
    amr: jsonb('amr').$type<{ method: string; timestamp: number }[]>().notNull().default([]),
    factorId: uuid('factor_id'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored only as hashes. Each use revokes the token and issues its child; presenting a
 * revoked token again (outside a short grace for concurrent tabs) revokes the whole session.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The token this one replaced. */
    parentId: integer('parent_id'),
    revoked: boolean('revoked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/**
 * One-time email codes and links (sign-up confirmation, sign-in code, recovery, email change, the
 * reauthentication nonce of decision 0054). Only hashes
 * are stored; a code is single use, expires, and locks after too many wrong tries.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['signup', 'email', 'recovery', 'email_change', 'reauthentication'],
    }).notNull(),
    /** Where the code was sent (the new address for an email change). */
    email: text('email').notNull(),
    /** Hash of the 6-digit code typed by the user. */
    codeHash: text('code_hash').notNull(),
    /** Hash of the long token carried by the emailed link. */
    linkHash: text('link_hash').notNull().unique(),
    attempts: integer('attempts').notNull().default(0),
    redirectTo: text('redirect_to'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** Second factors (TOTP). The secret is kept encrypted with a key derived from JWT_SECRET. */
export const mfaFactors = pgTable(
  'mfa_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    friendlyName: text('friendly_name'),
    factorType: text('factor_type', { enum: ['totp', 'phone', 'webauthn'] }).notNull(),
    status: text('status', { enum: ['unverified', 'verified'] })
      .notNull()
      .default('unverified'),
    secretEncrypted: text('secret_encrypted').notNull(),
    /** The last accepted TOTP time step: a code is never accepted twice. */
    lastUsedStep: integer('last_used_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mfa_factors_user_id_idx').on(t.userId)],
);

export const mfaChallenges = pgTable('mfa_challenges', {
  id: uuid('id').primaryKey().defaultRandom(),
  factorId: uuid('factor_id')
    .notNull()
    .references(() => mfaFactors.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
});

/**
 * A PKCE flow in progress: the OAuth round trip to Google (state, our redirect) and then the one-time
 * `auth_code` the browser exchanges with its code verifier.
 */
export const flowStates = pgTable('flow_states', {
  id: uuid('id').primaryKey().defaultRandom(),
  provider: text('provider').notNull(),
  /** The OAuth `state` sent to the provider (hash). */
  stateHash: text('state_hash').unique(),
  /** Our PKCE verifier towards the provider. */
  providerCodeVerifier: text('provider_code_verifier'),
  /** The browser's PKCE challenge towards us. */
  codeChallenge: text('code_challenge'),
  codeChallengeMethod: text('code_challenge_method'),
  redirectTo: text('redirect_to'),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  /** The one-time code handed back to the browser (hash). */
  authCodeHash: text('auth_code_hash').unique(),
  authenticationMethod: text('authentication_method'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Failed password sign-ins per account (decision 0055), by the lower-cased address tried, known or not,
 * so the answer says nothing about which accounts exist. Kept in the database so every server process
 * counts the same failures; a successful sign-in deletes the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  account: text('account').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  /** No password is checked for this account before then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});
