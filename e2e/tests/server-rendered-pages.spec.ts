import { apiSession, DEMO_ADMIN, setUpClient } from '../support/accounts.ts';
import { DEMO_PASSWORD, freshPage, signIn } from '../support/hiring-pages.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { expect, test } from '../support/test.ts';

// Decision 0080: the public pages arrive as HTML with their data, and the app starts on the first interaction.

test('without any script, the directory lists filmmakers and its links lead to their portfolios', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/talent');
  await expect(page.getByRole('heading', { level: 1, name: 'Find filmmakers' })).toBeVisible();
  await page.getByRole('link', { name: /Maya Okafor/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/maya-okafor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
  await expect(page.getByText('£650 / day')).toBeVisible();
  // The page's own title, as a search result or a link preview shows it.
  await expect(page).toHaveTitle('Maya Okafor · Reelhire');

  // A portfolio that does not exist says so, and says 404 to a search engine.
  const missing = await page.goto('/portfolio/nobody-by-this-name');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Filmmaker not found' })).toBeVisible();

  // The sign-up form for a chosen role is drawn too; the app starts when the visitor begins to type.
  await page.goto('/signup?role=filmmaker');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expect(page.getByText('Joining as Filmmaker')).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();

  // The booking page says how to book; a claim link's page is for its holder only, and an unknown one says so.
  await page.goto('/book/maya-okafor');
  await expect(page.getByRole('heading', { level: 1, name: 'Book Maya Okafor' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create a client account' })).toBeVisible();
  const claim = await page.goto('/claim-job/no-such-claim-link');
  expect(claim?.status()).toBe(404);
  expect(claim?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Claim link not found' })).toBeVisible();
  await context.close();
});

test('a first visit runs no app script until the visitor acts; a search typed at once is not lost', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/talent');
  await expect(page.getByRole('heading', { level: 1, name: 'Find filmmakers' })).toBeVisible();
  await expect(page.getByText('Kwame Asante')).toBeVisible();
  expect(scripts).toEqual([]);

  // The first key starts the app; what is typed before it is live reaches the search.
  const search = page
    .getByRole('searchbox', { name: /Search by name/ })
    .or(page.getByLabel(/Search by name/));
  await search.first().click();
  await search.first().pressSequentially('Kwame');
  await expect(page).toHaveURL(/[?&]q=Kwame/);
  await expect(page.getByText('Maya Okafor')).toHaveCount(0);
  await expect(page.getByText('Kwame Asante')).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('a visitor who scrolled down stays where they were when the app takes over', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/portfolio/kwame-asante');
  const next = page.getByRole('button', { name: 'Next month' });
  await next.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  const month = page.getByRole('heading', { level: 3, name: / \d{4}$/ });
  const shown = await month.textContent();

  // The first press starts the app; it lands on the button it was aimed at, and the page stays put.
  await next.click();
  await expect(month).not.toHaveText(shown!);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  // A second press, once the app is live, goes where it was aimed too.
  const second = await month.textContent();
  await next.click();
  await expect(month).not.toHaveText(second!);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(errors).toEqual([]);
});

// Decision 0084: a signed-in page arrives drawn for its user, named by the render cookie the app keeps beside
// its session; it starts the app on the first interaction, and nobody else's cookie draws it.
test('a client’s dashboard arrives drawn for them, works once touched, and is drawn for nobody else', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const word = `Wren${Date.now().toString(36)}`;
  const email = `${word.toLowerCase()}.client@server-drawn.test`;
  await setUpClient(request, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Ines',
    lastName: word,
    company: `${word} Films`,
    verifiedBy: DEMO_ADMIN,
  });
  const page = await freshPage(browser, '10.84.0.1');
  const errors = collectPageErrors(page);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ines' })).toBeVisible();

  // A new visit: the server's page is the client's own, and no app script runs until they act.
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(sent.url());
  });
  const visit = await page.goto('/client/dashboard');
  expect(visit?.headers()['cache-control']).toBe('private, no-store');
  const served = await visit!.text();
  expect(served).toContain('Welcome, Ines');
  expect(served).toContain('Needs your attention');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Ines' })).toBeVisible();
  expect(scripts).toEqual([]);

  // The first press is held until the app is live, then takes effect: the sidebar opens, and stays open
  // on the next visit, which the server draws open too.
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(page.getByRole('button', { name: 'Collapse sidebar' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  const again = await page.goto('/client/dashboard');
  expect(await again!.text()).toContain('aria-label="Collapse sidebar"');
  await expect(page.getByRole('link', { name: 'Find talent' })).toBeVisible();
  expect(errors).toEqual([]);

  // The cookie is what the server draws by: without it, with a token it does not accept, or with another
  // role's, the answer is the app's shell, which draws only what the browser's own session allows.
  const cookie = (await page.context().cookies()).find((each) => each.name === 'reelhire-render');
  expect(cookie?.httpOnly).toBe(false);
  expect(cookie?.sameSite).toBe('Lax');
  const filmmaker = await apiSession(request, 'filmmaker@reelhire.test', DEMO_PASSWORD);
  const filmmakerToken = filmmaker.headers.authorization!.replace('Bearer ', '');
  for (const header of ['', 'reelhire-render=not.a.token', `reelhire-render=${filmmakerToken}`]) {
    const answer = await request.get('/client/dashboard', { headers: header ? { cookie: header } : {} });
    const body = await answer.text();
    expect(body).toContain('<div id="root"></div>');
    expect(body).not.toContain('Ines');
  }

  // Signing out takes the cookie with it.
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.context().cookies()).some((each) => each.name === 'reelhire-render')).toBe(false);
  await page.context().close();
});
