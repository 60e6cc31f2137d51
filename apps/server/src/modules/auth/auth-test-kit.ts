import { GoTrueClient, type GoTrueClientOptions } from '@supabase/auth-js';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { TestApp } from '../../test/test-app.ts';
import { identities, users } from '../../db/schema/auth.ts';
import { emailOutbox } from '../../db/schema/email.ts';
import { hashPassword } from './password.ts';

// Helpers for the auth tests: an in-memory storage for @supabase/auth-js, a client against a listening
// test app, and the outbox row an account email leaves (the contract with the email worker).

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export function authClient(
  baseUrl: string,
  anonKey: string,
  options: Partial<GoTrueClientOptions> = {},
): GoTrueClient {
  return new GoTrueClient({
    url: `${baseUrl}/api/auth/v1`,
    headers: { apikey: anonKey },
    storage: memoryStorage(),
    storageKey: `test-${Math.random().toString(36).slice(2)}`,
    autoRefreshToken: false,
    persistSession: true,
    detectSessionInUrl: false,
    flowType: 'implicit',
    ...options,
  });
}

export interface AccountEmail {
  code: string;
  link: string;
  actionPath: string;
  firstName?: string;
  newEmail?: string;
  expiresInMinutes: number;
}

export async function accountEmails(db: Db, to: string, emailType?: string) {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(
      emailType
        ? and(eq(emailOutbox.recipientEmail, to), eq(emailOutbox.emailType, emailType))
        : eq(emailOutbox.recipientEmail, to),
    )
    .orderBy(desc(emailOutbox.createdAt));
  return rows;
}

/** The newest account email to an address (fails the test when there is none). */
export async function latestAccountEmail(db: Db, to: string, emailType?: string): Promise<AccountEmail> {
  const [row] = await accountEmails(db, to, emailType);
  if (!row) throw new Error(`no ${emailType ?? 'account'} email to ${to}`);
  return row.templateData as unknown as AccountEmail;
}

export interface CreateAccountOptions {
  email: string;
  password?: string | null;
  confirmed?: boolean;
  metadata?: Record<string, unknown>;
  google?: boolean;
}

/** An account straight in the database (as the seed makes them). */
export async function createAccount(
  db: Db,
  {
    email,
    password = 'correct-horse',
    confirmed = true,
    metadata = {},
    google = false,
  }: CreateAccountOptions,
) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      encryptedPassword: password ? await hashPassword(password) : null,
      emailConfirmedAt: confirmed ? new Date() : null,
      userMetadata: metadata,
      appMetadata: { provider: google ? 'google' : 'email', providers: [google ? 'google' : 'email'] },
    })
    .returning();
  if (password) {
    await db.insert(identities).values({
      userId: user!.id,
      provider: 'email',
      providerId: user!.id,
      identityData: { sub: user!.id, email, email_verified: confirmed },
    });
  }
  if (google) {
    await db.insert(identities).values({
      userId: user!.id,
      provider: 'google',
      providerId: `google-${user!.id}`,
      identityData: { sub: `google-${user!.id}`, email, email_verified: true },
    });
  }
  return user!;
}

/** An account made as createAccount makes it, then signed in with its password: its id and access token. */
export async function signedInAccount(
  t: Pick<TestApp, 'app' | 'database' | 'anonKey'>,
  options: CreateAccountOptions,
): Promise<{ id: string; token: string }> {
  const user = await createAccount(t.database.db, options);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v1/token?grant_type=password',
    headers: { apikey: t.anonKey },
    payload: { email: options.email, password: options.password ?? 'correct-horse' },
  });
  return { id: user.id, token: response.json<{ access_token: string }>().access_token };
}
