import type { Browser, Page } from '@playwright/test';
import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { solidPng as png } from '../support/files.ts';
import { createAccount } from '../support/accounts.ts';
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
async function freshPage(browser: Browser, forwardedFor: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': forwardedFor } });
  return context.newPage();
}

test('a filmmaker sets up, is verified by an admin, goes public and is found by a client', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const email = `setup.${stamp}@example.test`;
  const username = `e2e-${stamp}`;
  // A city no demo filmmaker lives in, so the client's search has one answer to find.
  const city = `Porto ${stamp}`;
  await createAccount(request, {
    email,
    password: 'setup-password',
    userType: 'filmmaker',
    firstName: 'Rui',
    lastName: 'Carvalho',
  });

  // The guard sends a filmmaker without a profile to the first setup step.
  await signIn(page, email, 'setup-password');
  await expect(page).toHaveURL(/\/filmmaker\/profile-setup\/basic$/);

  // Step 1: basics with a photo.
  await page.getByLabel('First name').fill('Rui');
  await page.getByLabel('Last name').fill('Carvalho');
  await page.getByLabel('Username').fill(username);
  await expect(page.getByText('Available', { exact: false }).first()).toBeVisible();
  await page.getByLabel('Profile photo').setInputFiles(await png('rui.png', '#8b5a2b'));
  await expect(page.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await page.getByLabel('Headline').fill('Colourist for documentaries and commercials');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Country').selectOption('PT');
  await page.getByLabel('Bio').fill('Fifteen years of grading features and brand films in DaVinci Resolve.');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: a reload in the middle of the step loses nothing.
  await expect(page).toHaveURL(/\/filmmaker\/profile-setup\/professional$/);
  await page.getByLabel('Main craft').selectOption('colourist');
  await page.getByLabel('Years of experience').fill('15');
  await page.getByLabel('Day rate', { exact: true }).fill('700');
  await page.getByLabel('Half-day rate').fill('400');
  // The draft is written to local storage a moment after typing stops: reload once it holds the step.
  await expect
    .poll(() =>
      page.evaluate((key) => {
        const raw = window.localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as { value: unknown }).value : null;
      }, PROFILE_CACHE_KEYS.filmmaker.professional),
    )
    .toMatchObject({
      primary_craft: 'colourist',
      years_experience: '15',
      day_rate: '700',
      half_day_rate: '400',
    });
  await page.reload();
  await expect(page.getByLabel('Main craft')).toHaveValue('colourist');
  await expect(page.getByLabel('Years of experience')).toHaveValue('15');
  await expect(page.getByLabel('Day rate', { exact: true })).toHaveValue('700');
  await expect(page.getByLabel('Half-day rate')).toHaveValue('400');
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 3: a portfolio image.
  await expect(page).toHaveURL(/\/filmmaker\/profile-setup\/portfolio$/);
  await page.getByLabel('Portfolio images').setInputFiles(await png('grade.png', '#1f6f8b'));
  await expect(page.getByRole('img', { name: 'Portfolio image 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 4: the preview is the public page; submitting makes it live and leads to verification.
  await expect(page).toHaveURL(/\/filmmaker\/profile-setup\/preview$/);
  await expect(page.getByRole('heading', { name: 'Rui Carvalho', level: 1 })).toBeVisible();
  await expect(page.getByText('Colourist for documentaries and commercials')).toBeVisible();
  await page.getByRole('button', { name: 'Submit profile' }).click();
  await expect(page).toHaveURL(/\/filmmaker\/verify-identity$/);

  // Identity documents.
  await page.getByLabel('Passport').check();
  await page
    .getByLabel('Identity document', { exact: true })
    .setInputFiles(await png('passport.png', '#dbe4ee'));
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(await png('selfie.png', '#e8dccb'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Your documents are with our team' })).toBeVisible();

  // An admin approves them.
  const admin = await freshPage(browser, `10.77.${testInfo.workerIndex}.2`);
  await signIn(admin, 'admin@reelhire.test', DEMO_PASSWORD);
  await expect(admin).toHaveURL(/\/admin$/);
  await admin.goto('/admin/verify');
  const card = admin.getByRole('article', { name: 'Rui Carvalho, filmmaker' });
  await expect(card.getByRole('img').first()).toBeVisible();
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Rui Carvalho is verified')).toBeVisible();
  await admin.context().close();

  // The filmmaker's dashboard now says so.
  await page.goto('/filmmaker/dashboard');
  await expect(page.getByText('Identity verified').first()).toBeVisible();

  // A visitor sees the public page with the work and the badge.
  const visitor = await freshPage(browser, `10.77.${testInfo.workerIndex}.3`);
  await visitor.goto(`/portfolio/${username}`);
  await expect(visitor.getByRole('heading', { name: 'Rui Carvalho', level: 1 })).toBeVisible();
  await expect(visitor.getByLabel('Verified identity')).toBeVisible();
  const gallery = visitor.getByRole('img', { name: 'Gallery 1' });
  await expect(gallery).toBeVisible();
  // Gallery images load lazily: wait for the bytes rather than read the size once.
  await expect
    .poll(() => gallery.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await visitor.context().close();

  // A client finds the filmmaker by craft and city.
  const client = await freshPage(browser, `10.77.${testInfo.workerIndex}.4`);
  await signIn(client, 'client@reelhire.test', DEMO_PASSWORD);
  await expect(client).toHaveURL(/\/client\/dashboard$/);
  await client.goto('/client/dashboard/talent');
  await client.getByLabel('Craft', { exact: true }).selectOption('colourist');
  await client.getByLabel('City', { exact: true }).fill(city);
  await expect(client.getByRole('link', { name: /Rui Carvalho/ })).toBeVisible();
  await client.context().close();
});

test('a signed-out visitor who clicks Book signs up as a client and comes back to the portfolio', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/portfolio/maya-okafor');
  await expect(page.getByRole('heading', { name: 'Maya Okafor', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Book' }).click();
  await expect(page).toHaveURL(/\/signup\?role=client/);

  const email = `hire.${Date.now().toString(36)}@example.test`;
  await page.getByLabel('First name').fill('Hana');
  await page.getByLabel('Last name').fill('Sato');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('hire-password-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\?/);
  await page.getByLabel('Verification code').fill(await readCode(request, email));
  await page.getByRole('button', { name: 'Verify email' }).click();

  // A new client sets up a profile first, then lands back on the portfolio they left.
  await expect(page).toHaveURL(/\/client\/profile-setup\/basic$/);
  await page.getByRole('radio', { name: /A company/ }).check();
  await page.getByLabel('Company name').fill('Sato Pictures');
  await page.getByLabel('Industry').selectOption('Production company');
  await page.getByLabel('City').fill('Osaka');
  await page.getByLabel('Country').selectOption('JP');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client\/profile-setup\/preview$/);
  await page.getByRole('button', { name: 'Submit profile' }).click();
  await expect(page).toHaveURL(/\/portfolio\/maya-okafor$/);
  await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute(
    'href',
    /\/client\/dashboard\/messages\?id=.+&role=filmmaker&name=Maya\+Okafor/,
  );
});
