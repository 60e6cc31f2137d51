import type { Browser, ConsoleMessage, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createAccount } from '../support/accounts.ts';
import { anonKey } from '../support/mailbox.ts';
import { settled } from '../support/settled.ts';
import { expect, test } from '../support/test.ts';

// What users tripped over (issue 10, section 7): each test is what they saw, asserted in the browser.

const DEMO_PASSWORD = 'reelhire-demo';

/** The same server under its other loopback name: the address people typed instead of PUBLIC_URL. */
function otherOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  return url.origin;
}

async function png(colour: string) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = '') {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A page of its own (no shared session) at a viewport, with a forwarded address for the rate limits. */
async function freshPage(browser: Browser, forwardedFor: string, width = 1280) {
  const context = await browser.newContext({
    viewport: { width, height: 860 },
    extraHTTPHeaders: { 'x-forwarded-for': forwardedFor },
  });
  return context.newPage();
}

/** Console messages of a kind, as they are logged. */
function consoleOf(page: Page, types: ReturnType<ConsoleMessage['type']>[]): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (types.includes(message.type())) seen.push(message.text());
  });
  return seen;
}

/** An <img> that really drew a picture (a blocked or broken one has no natural width). */
async function expectLoadedImage(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

test.describe('images on an address other than PUBLIC_URL', () => {
  test("the setup preview shows the client's logo", async ({ browser, request, baseURL }) => {
    test.setTimeout(60_000);
    const origin = otherOrigin(baseURL!);
    const email = `logo.${Date.now().toString(36)}@example.test`;
    await createAccount(request, { email, password: 'logo-password-1', userType: 'client' });
    const page = await freshPage(browser, '203.0.113.201');
    const errors = consoleOf(page, ['error']);

    await signIn(page, email, 'logo-password-1', origin);
    await expect(page).toHaveURL(`${origin}/client/profile-setup/basic`);
    await page.getByRole('radio', { name: /A company/ }).check();
    await page.getByLabel('Company name').fill('Harbour Lights');
    await page.getByLabel('Industry').selectOption('Production company');
    await page.getByLabel('Logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await png('#2f6fb4'),
    });
    await expectLoadedImage(page.getByRole('img', { name: 'Your logo' }));
    await page.getByLabel('City').fill('Leeds');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(`${origin}/client/profile-setup/preview`);

    await expectLoadedImage(page.getByRole('img', { name: 'Harbour Lights logo' }));
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test('a chat image shows as a thumbnail', async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const origin = otherOrigin(baseURL!);
    const page = await freshPage(browser, '203.0.113.202');
    const errors = consoleOf(page, ['error']);
    await signIn(page, 'client@reelhire.test', DEMO_PASSWORD, origin);

    await page.goto(`${origin}/client/dashboard/messages`);
    await page.getByRole('list', { name: 'Conversations' }).getByText('Maya Okafor').click();
    const name = `frame-${Date.now().toString(36)}.png`;
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name, mimeType: 'image/png', buffer: await png('#b4462f') });
    await expect(page.getByLabel(/^Uploading /)).toHaveCount(0, { timeout: 15_000 });
    await page.getByPlaceholder('Write a message…').fill(`Look at this frame ${name}`);
    await page.getByRole('button', { name: 'Send message' }).click();

    await expectLoadedImage(page.getByTestId('message-scroller').getByRole('img', { name }));
    expect(errors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });
});

test('/dashboard sends a client and a filmmaker to their own dashboard', async ({ browser }) => {
  // Two sign-ins, each hashing a password on the server: allow a busy machine its time.
  test.setTimeout(60_000);
  const client = await freshPage(browser, '203.0.113.203');
  await signIn(client, 'client@reelhire.test');
  await client.goto('/dashboard');
  await expect(client).toHaveURL(/\/client\/dashboard$/);
  await expect(client.getByText('does not have a role yet')).toHaveCount(0);

  const filmmaker = await freshPage(browser, '203.0.113.204');
  await signIn(filmmaker, 'filmmaker@reelhire.test');
  await filmmaker.goto('/dashboard');
  await expect(filmmaker).toHaveURL(/\/filmmaker\/dashboard$/);
});

test('the admin overview counts what waits, with links to each queue', async ({ browser, request }) => {
  // One support request waiting, whatever else the suite has done.
  const sent = await request.post('/api/rest/v1/support-requests', {
    headers: { apikey: await anonKey(request) },
    data: { name: 'Ola', email: 'ola@example.test', topic: 'other', message: 'Where do I find my invoices?' },
  });
  expect(sent.ok()).toBe(true);

  const page = await freshPage(browser, '203.0.113.205');
  await signIn(page, 'admin@reelhire.test');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin overview', level: 1 })).toBeVisible();
  await expect(page.getByText('Nothing needs attention')).toHaveCount(0);

  // The demo seeds Kwame Asante's documents waiting for review.
  const verifications = page.getByText('Pending verifications').locator('..');
  await expect(verifications.getByText(/^[1-9]\d*$/)).toBeVisible();
  const support = page.getByText('Open support requests').locator('..');
  await expect(support.getByText(/^[1-9]\d*$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review verifications' })).toHaveAttribute(
    'href',
    '/admin/verify',
  );
  await expect(page.getByRole('link', { name: 'Open the support inbox' })).toHaveAttribute(
    'href',
    '/admin/messages',
  );
  await page.getByRole('link', { name: 'Review verifications' }).click();
  await expect(page).toHaveURL(/\/admin\/verify$/);
});

for (const width of [390, 1280]) {
  test(`a 'both' account switches between its filmmaker and client sides (${width} px)`, async ({
    browser,
  }) => {
    const page = await freshPage(browser, `203.0.113.${width === 390 ? 206 : 207}`, width);
    await signIn(page, 'both@reelhire.test');
    await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);

    const header = page.getByRole('banner');
    const sides = header.getByRole('navigation', { name: 'Switch side' });
    await expect(sides.getByRole('link', { name: 'Filmmaker' })).toHaveAttribute('aria-current', 'page');
    await sides.getByRole('link', { name: 'Client' }).click();
    await expect(page).toHaveURL(/\/client\/dashboard$/);
    await expect(sides.getByRole('link', { name: 'Client' })).toHaveAttribute('aria-current', 'page');

    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Switch to filmmaker side' }).click();
    await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);
  });
}

test('a single-role account has no side switch', async ({ browser }) => {
  const page = await freshPage(browser, '203.0.113.208');
  await signIn(page, 'filmmaker@reelhire.test');
  await expect(page.getByRole('banner').getByText('Filmmaker', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Switch side' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: /Switch to/ })).toHaveCount(0);
});

test('the filmmaker account page asks for the name once', async ({ browser }) => {
  const page = await freshPage(browser, '203.0.113.209');
  await signIn(page, 'filmmaker@reelhire.test');
  await page.goto('/filmmaker/dashboard/account');
  await expect(page.getByText('filmmaker@reelhire.test')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveCount(1);
  await expect(page.getByLabel('Last name')).toHaveCount(1);
});

test("a toast sits below the header, clear of the account menu's avatar", async ({ browser }) => {
  const page = await freshPage(browser, '203.0.113.210');
  await signIn(page, 'both@reelhire.test');
  await page.goto('/client/dashboard/account');
  const lastName = page.getByLabel('Last name');
  const original = await lastName.inputValue();
  await lastName.fill(`${original}-Toast`);
  await page.getByRole('button', { name: 'Save name' }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Name saved' });
  await expect(toast).toBeVisible();
  // Sonner slides toasts in; measure once it has settled.
  await settled(toast);
  const header = (await page.getByRole('banner').boundingBox())!;
  const avatar = (await page.getByRole('button', { name: 'Account menu' }).boundingBox())!;
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(box.y).toBeGreaterThan(avatar.y + avatar.height);

  await lastName.fill(original);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('button', { name: 'Save name' })).toBeDisabled();
});

test('pages load without the React Router HydrateFallback warning', async ({ page }) => {
  const messages = consoleOf(page, ['warning', 'error']);
  for (const path of ['/', '/login', '/talent']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(messages.filter((text) => text.includes('HydrateFallback'))).toEqual([]);
});
