import type { APIRequestContext } from '@playwright/test';
import { anonKey, readCode } from './mailbox.ts';

/** A verified account made through the auth API (the same calls the sign-up page makes). */
export async function createAccount(
  request: APIRequestContext,
  {
    email,
    password,
    userType,
    firstName = 'Test',
    lastName = 'Person',
  }: {
    email: string;
    password: string;
    userType: 'filmmaker' | 'client' | 'both';
    firstName?: string;
    lastName?: string;
  },
): Promise<void> {
  const headers = { apikey: await anonKey(request) };
  const signup = await request.post('/api/auth/v1/signup', {
    headers,
    data: { email, password, data: { user_type: userType, first_name: firstName, last_name: lastName } },
  });
  if (!signup.ok()) throw new Error(`sign-up failed: ${signup.status()} ${await signup.text()}`);
  const token = await readCode(request, email);
  const verify = await request.post('/api/auth/v1/verify', {
    headers,
    data: { type: 'signup', email, token },
  });
  if (!verify.ok()) throw new Error(`verification failed: ${verify.status()} ${await verify.text()}`);
}
