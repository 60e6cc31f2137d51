import { expect, test, type APIRequestContext } from '@playwright/test';
import { fillPath, ROUTES, type RouteDef } from '@reelhire/shared/routes';
import { collectPageErrors } from '../support/page-errors.ts';

const SAMPLE_PARAMS: Record<string, string> = {
  // A seeded filmmaker, so portfolio pages show a real profile.
  username: 'maya-okafor',
  token: 'sample-claim-token',
  jobId: 'job-1',
  bidId: 'bid-1',
  bookingId: 'booking-1',
  receiptId: 'receipt-1',
  talentId: 'talent-1',
  projectId: 'project-1',
};

// Every route of docs/product.md §2: it renders its own page (with its heading) or the guard's redirect,
// never a blank screen and never a console error.
/** Public pages that, opened bare, send the visitor on by design. */
const LANDS_ELSEWHERE: Record<string, RegExp> = {
  // The Google return with no code to exchange: nothing to finish, so back to sign-in.
  '/auth/callback': /\/login$/,
  // Sign-up asks for the role first (docs/product.md §2: role chosen at /role-selection).
  '/signup': /\/role-selection$/,
};

/**
 * Routes whose sample address is expected to make the browser log a failed request: the page asks the API
 * and shows the refusal as its own page.
 */
const EXPECTED_FAILED_REQUESTS: Record<string, RegExp> = {
  // The sample token was never issued: the preview answers 404 and the page says the link is unknown.
  '/claim-job/:token': /^console: Failed to load resource: the server responded with a status of 404/,
};

async function seededFilmmakerId(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const anonKey = /name="reelhire:anon-key" content="([^"]+)"/.exec(html)?.[1] ?? '';
  const talent = await request.get('/api/rest/v1/talent/maya-okafor', { headers: { apikey: anonKey } });
  return ((await talent.json()) as { id: string }).id;
}

/**
 * The routes in a few groups, each one test that visits its routes in turn in one page: a new browser
 * context per route cost about 5 s each on CI (about 5 minutes of the suite), the visits themselves 1-2 s.
 */
const GROUPS: Record<string, RouteDef[]> = {};
for (const route of ROUTES) {
  const area = route.guard ? (route.path.split('/')[1] ?? 'other') : 'public';
  (GROUPS[area] ??= []).push(route);
}

for (const [area, routes] of Object.entries(GROUPS)) {
  test(`every ${area} route renders its page or the guard's redirect`, async ({ page, request }) => {
    test.setTimeout(routes.length * 15_000);
    const id = await seededFilmmakerId(request);
    const errors = collectPageErrors(page);
    for (const route of routes) {
      await test.step(route.path, async () => {
        errors.length = 0;
        const url = fillPath(route.path, { ...SAMPLE_PARAMS, id });
        await page.goto(url);

        if (LANDS_ELSEWHERE[route.path]) {
          await expect(page).toHaveURL(LANDS_ELSEWHERE[route.path]!);
        } else if (route.redirectTo) {
          await expect(page).toHaveURL(new RegExp(`${route.redirectTo}$`));
        } else if (route.guard) {
          // Nobody is signed in: the guard sends the visitor to /login (replace), keeping where they were
          // going. It first asks the server whether a session is there, which waits its turn on a busy CI
          // machine.
          await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
          expect(
            await page.evaluate(() => (window.history.state as { usr?: { from?: string } })?.usr?.from),
          ).toBe(url);
        } else {
          await expect(page).toHaveURL(new RegExp(`${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        }
        await expect(page.locator('h1').first()).toBeVisible();
        const heading = (await page.locator('h1').first().textContent())?.trim();
        expect(heading, `${route.path} has a heading`).toBeTruthy();
        const expected = EXPECTED_FAILED_REQUESTS[route.path];
        expect(
          errors.filter((error) => !expected?.test(error)),
          `${route.path} logs no error`,
        ).toEqual([]);
      });
    }
  });
}

test('a portfolio that does not exist says so', async ({ page }) => {
  await page.goto('/portfolio/nobody-by-this-name');
  await expect(page.getByRole('heading', { level: 1, name: 'Filmmaker not found' })).toBeVisible();
  await expect(page.getByText('No public profile here')).toBeVisible();
});

test('the public talent page lists the seeded filmmakers and opens a portfolio', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/talent');
  // Seven are seeded; other tests may have published more by now.
  await expect(page.getByText(/^\d+ filmmakers/)).toBeVisible();
  await page.getByRole('link', { name: /Maya Okafor/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/maya-okafor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
  await expect(page.getByText('£650')).toBeVisible();
  await expect(page.getByText('Identity verified by Reelhire')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('/no/such/page')).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown /api path answers JSON 404, not the app', async ({ request }) => {
  // The served page carries the public key, as the app reads it.
  const html = await (await request.get('/')).text();
  const anonKey = /name="reelhire:anon-key" content="([^"]+)"/.exec(html)?.[1];
  expect(anonKey).toBeTruthy();
  const response = await request.get('/api/no-such-endpoint', { headers: { apikey: anonKey! } });
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({ error: 'Not found' });

  const wrongKey = await request.get('/api/no-such-endpoint', { headers: { apikey: 'wrong' } });
  expect(wrongKey.status()).toBe(401);
  expect(await wrongKey.json()).toEqual({ error: 'Invalid API key' });
});
