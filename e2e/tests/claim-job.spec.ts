import type { Browser, Page } from '@playwright/test';
import { readCode } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';

const DEMO_PASSWORD = 'reelhire-demo';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** A page of its own (no shared session), with this test's forwarded address for the rate limits. */
async function freshPage(browser: Browser, forwardedFor: string, width = 1366) {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
    viewport: { width, height: width > 600 ? 900 : 844 },
  });
  return context.newPage();
}

test('an admin drafts a job, a visitor signs up as a client through its link and owns it; the link then refuses a second use', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `claim.${stamp}@example.test`;

  // The admin drafts a project and a job and copies the link shown once.
  const admin = await freshPage(browser, `10.78.${testInfo.workerIndex}.1`);
  await signIn(admin, 'admin@reelhire.test', DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/drafts');
  await admin.getByLabel("Recipient's email").fill(email);
  await admin.getByLabel('Project title').fill(`Harbour lights ${stamp}`);
  await admin.getByLabel('Production type').selectOption('music_video');
  await admin.getByLabel('Total budget').fill('12000');
  await admin.getByLabel('Shoot starts').fill('2027-04-12');
  await admin.getByLabel('Shoot ends').fill('2027-04-13');
  await admin.getByLabel('City').fill('Glasgow');
  await admin.getByLabel('Country').selectOption('GB');
  await admin.getByLabel('Job title').fill('Gaffer for a two-day music video');
  await admin.getByLabel('Craft').selectOption('gaffer');
  await admin
    .getByLabel('What the job involves')
    .fill('Light a night exterior on the docks and a studio day.');
  await admin.getByLabel('Rate from').fill('450');
  await admin.getByLabel('Rate up to').fill('550');
  await admin.getByRole('button', { name: 'Create draft and link' }).click();
  const ready = admin.getByRole('status', { name: 'Link ready' });
  await expect(ready).toBeVisible();
  const link = await ready.getByLabel('Claim link').inputValue();
  const claimPath = new URL(link).pathname;
  expect(claimPath).toMatch(/^\/claim-job\/[A-Za-z0-9_-]{43}$/);
  await admin.screenshot({ path: testInfo.outputPath('admin-drafts-1366.png'), fullPage: true });

  // A visitor opens it signed out, sees the job and signs up as a client.
  const visitor = await freshPage(browser, `10.78.${testInfo.workerIndex}.2`, 390);
  await visitor.goto(claimPath);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Gaffer for a two-day music video' }),
  ).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('claim-signed-out-390.png'), fullPage: true });
  await visitor.getByRole('button', { name: 'Sign up as a client to claim' }).click();
  await expect(visitor).toHaveURL(/\/signup\?role=client$/);
  await visitor.getByLabel('First name').fill('Isla');
  await visitor.getByLabel('Last name').fill('Reid');
  await visitor.getByLabel('Email address').fill(email);
  await visitor.getByLabel('Password', { exact: true }).fill('a-good-password');
  await visitor.getByRole('button', { name: 'Create account' }).click();
  await expect(visitor).toHaveURL(/\/verify\?/);
  await visitor.getByLabel('Verification code').fill(await readCode(request, email));
  await visitor.getByRole('button', { name: 'Verify email' }).click();

  // The client profile, then straight back to the link.
  await expect(visitor).toHaveURL(/\/client\/profile-setup\/basic$/);
  await visitor.getByLabel(/A company/).check();
  await visitor.getByLabel('Company name').fill('Harbour Records');
  await visitor.getByLabel('Industry').selectOption('Music');
  await visitor.getByLabel('Website').fill('https://harbour.example');
  await visitor.getByLabel('City').fill('Glasgow');
  await visitor.getByLabel('Country').selectOption('GB');
  await visitor.getByLabel('About').fill('An independent label on the Clyde.');
  await visitor.getByRole('button', { name: 'Continue' }).click();
  await expect(visitor).toHaveURL(/\/client\/profile-setup\/preview$/);
  await visitor.getByRole('button', { name: 'Submit profile' }).click();
  await expect(visitor).toHaveURL(new RegExp(`${claimPath}$`));

  await visitor.getByRole('button', { name: 'Claim this job' }).click();
  // A new client is not verified yet: SPEC's guard keeps project pages closed, so the claim says so and
  // goes to identity verification rather than letting the guard bounce them there silently.
  await expect(visitor).toHaveURL(/\/client\/verify-identity$/);
  await expect(visitor.getByText('The job is yours')).toBeVisible();
  await expect(visitor.getByText(/Verify your identity to open and publish them/)).toBeVisible();

  // The link is spent.
  await visitor.goto(claimPath);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'This job has already been claimed' }),
  ).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('claim-used-390.png'), fullPage: true });

  // The admin's list says who claimed it.
  await admin.reload();
  await expect(admin.getByText(/Claimed by Harbour Records/).first()).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath('admin-drafts-claimed-1366.png'), fullPage: true });
});
