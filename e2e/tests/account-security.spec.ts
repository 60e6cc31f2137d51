import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { createAccount } from '../support/accounts.ts';
import { readMailbox, readCode } from '../support/mailbox.ts';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test('forgot password: the emailed link leads to a new password that signs in', async ({ page, request }) => {
  const email = `reset.${Date.now()}@example.test`;
  await createAccount(request, { email, password: 'first-password', userType: 'filmmaker' });
  const before = (await readMailbox(request, email)).length;

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset Link Sent')).toBeVisible();

  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = await readMailbox(request, email);
      if (messages.length <= before) return undefined;
      link = /(https?:\/\/\S+\/api\/auth\/v1\/verify\?\S+)/.exec(messages[0]!.text)?.[1];
      return link;
    })
    .toBeTruthy();
  await page.goto(link!);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password', { exact: true }).fill('second-password');
  await page.getByLabel('Repeat the new password').fill('second-password');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password Reset')).toBeVisible();

  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, email, 'first-password');
  await expect(page.getByText('Please check your credentials and try again')).toBeVisible();
  await signIn(page, email, 'second-password');
  await expect(page).toHaveURL(/\/filmmaker\/profile-setup\/basic$/);
});

test('signing in with an emailed code instead of a password', async ({ page, request }) => {
  const email = `code.${Date.now()}@example.test`;
  await createAccount(request, { email, password: 'some-password', userType: 'client' });
  const before = (await readMailbox(request, email)).length;
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in with a code instead' }).click();
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page).toHaveURL(/\/verify/);
  const code = await readCode(request, email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/client\/profile-setup\/basic$/);
});

test('two-step sign-in: enrol an authenticator, then sign in with its code', async ({ page }) => {
  // A seeded filmmaker with a finished profile (account pages need setup); no other test signs in as her
  // (her two-step sign-in would stop them at the code page).
  const email = 'priya.nair@reelhire.test';
  const password = 'reelhire-demo';
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);

  await page.goto('/filmmaker/dashboard/account');
  await expect(page).toHaveURL(/\/filmmaker\/dashboard\/account$/);
  await page.getByRole('tab', { name: 'Security' }).click();
  await page.getByRole('button', { name: 'Add an authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  await page.getByLabel('Code from the app').fill(totp.generate());
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('button', { name: /^Remove / })).toBeVisible();

  // Sign out, and sign in again: the password alone is not enough now.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, password);
  await expect(page.getByLabel('Authenticator code')).toBeVisible();
  // A code is never accepted twice, so use the next time step's code (the server allows one step of drift).
  await page.getByLabel('Authenticator code').fill(totp.generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
});
