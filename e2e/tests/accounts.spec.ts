import { expect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { readCode } from '../support/mailbox.ts';
import { collectPageErrors } from '../support/page-errors.ts';

const DEMO_PASSWORD = 'reelhire-demo';

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

const ROLES = [
  { role: 'filmmaker', label: 'Filmmaker', lands: /\/filmmaker\/profile-setup\/basic$/ },
  { role: 'client', label: 'Client', lands: /\/client\/profile-setup\/basic$/ },
  { role: 'both', label: 'Both', lands: /\/(filmmaker|client)\/profile-setup\/basic$/ },
] as const;

for (const { role, label, lands } of ROLES) {
  test(`signs up as ${role}, verifies with the emailed code and lands on profile setup`, async ({
    page,
    request,
  }) => {
    const errors = collectPageErrors(page);
    const email = `new.${role}.${Date.now()}@example.test`;
    await page.goto('/role-selection');
    await page.getByText(label, { exact: true }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?role=${role}$`));

    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Achebe');
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a-good-password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/verify\?/);

    const code = await readCode(request, email);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect(page.getByText('Account verified!')).toBeVisible();
    await expect(page).toHaveURL(lands);
    expect(errors).toEqual([]);
  });
}

test('sign-up refuses a short password and an email without @ with the SPEC texts', async ({ page }) => {
  await page.goto('/signup?role=client');
  await page.getByLabel('First name').fill('Robin');
  await page.getByLabel('Last name').fill('Achebe');
  await page.getByLabel('Email address').fill('robin.example.test');
  await page.getByLabel('Password', { exact: true }).fill('12345');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please provide a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\?role=client$/);
});

test('signing up with an email that has an account says to sign in instead', async ({ page }) => {
  await page.goto('/signup?role=client');
  await page.getByLabel('First name').fill('Maya');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email address').fill('filmmaker@reelhire.test');
  await page.getByLabel('Password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('An account with this email already exists. Please sign in instead.'),
  ).toBeVisible();
});

test('a wrong password is refused and the right one signs the filmmaker in', async ({ page }) => {
  await page.goto('/login');
  await signIn(page, 'filmmaker@reelhire.test', 'not-the-password');
  await expect(page.getByText('Please check your credentials and try again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'filmmaker@reelhire.test');
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
});

test('each account type lands on its own dashboard', async ({ browser }) => {
  // Three sign-ins in a row, each hashing a password on the server: allow a busy machine its time.
  test.setTimeout(90_000);
  const cases = [
    ['client@reelhire.test', /\/client\/dashboard$/],
    ['admin@reelhire.test', /\/admin$/],
    ['both@reelhire.test', /\/filmmaker\/dashboard$/],
  ] as const;
  for (const [email, dashboard] of cases) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/login');
    await signIn(page, email);
    await expect(page).toHaveURL(dashboard);
    await context.close();
  }
});

test('a deep link survives sign-in, the wrong role is sent home, and sign-out ends at /login', async ({
  page,
}) => {
  await page.goto('/client/dashboard/projects');
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'client@reelhire.test');
  await expect(page).toHaveURL(/\/client\/dashboard\/projects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // A client has no filmmaker pages: the guard sends them to their own dashboard.
  await page.goto('/filmmaker/dashboard/earnings');
  await expect(page).toHaveURL(/\/client\/dashboard$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the support chat bubble shows only while signed out', async ({ page }) => {
  await page.goto('/login');
  const bubble = page.getByRole('button', { name: 'Chat with support' });
  await expect(bubble).toBeVisible();
  await signIn(page, 'filmmaker@reelhire.test');
  await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
  await expect(bubble).toBeHidden();
});

test('a new Google account signs up as a client and goes to client profile setup', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/signup?role=client');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/client\/profile-setup\/basic$/, { timeout: 15_000 });
  expect(errors).toEqual([]);
});
