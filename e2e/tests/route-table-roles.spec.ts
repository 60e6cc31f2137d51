import type { APIRequestContext, Page } from '@playwright/test';
import { fillPath, ROUTES, type RouteDef } from '@reelhire/shared/routes';
import { DEMO_PASSWORD, signIn } from '../support/hiring-pages.ts';
import { anonKey } from '../support/mailbox.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { expect, test } from '../support/test.ts';
import { apiSession } from '../support/accounts.ts';

// The whole route table as each signed-in role, with the demo's real records in the addresses: every page
// renders its own heading, and none is still an empty promise ("lands in a later release"). route-table.spec
// walks the same table signed out, where the guard sends every private page to /login.

/** Words the old placeholder pages used; a page saying them is not built yet. */
const NOT_BUILT = /later release|coming release|arrive[s]? in a (?:later|coming)/i;

interface Role {
  name: 'filmmaker' | 'client' | 'admin';
  email: string;
  /** Which of the table's pages this role opens: its own section and the pages every role may open. */
  opens: (route: RouteDef) => boolean;
}

const anyRole = (route: RouteDef) => !!route.guard && !route.guard.userTypes && route.shell !== 'setup';
const ROLES: Role[] = [
  {
    name: 'filmmaker',
    email: 'filmmaker@reelhire.test',
    opens: (route) => route.shell === 'filmmaker' || anyRole(route),
  },
  {
    name: 'client',
    email: 'client@reelhire.test',
    opens: (route) => route.shell === 'client' || anyRole(route),
  },
  { name: 'admin', email: 'admin@reelhire.test', opens: (route) => route.shell === 'admin' },
];

async function accessToken(request: APIRequestContext, email: string): Promise<string> {
  const { headers } = await apiSession(request, email, DEMO_PASSWORD);
  return headers.authorization!.slice('Bearer '.length);
}

/** The first record's field of a list the role can read, or a sample that reads as "not found". */
async function firstOf(
  request: APIRequestContext,
  token: string,
  path: string,
  field = 'id',
): Promise<string | undefined> {
  const response = await request.get(`/api/rest/v1${path}`, {
    headers: { apikey: await anonKey(request), authorization: `Bearer ${token}` },
  });
  if (!response.ok()) return undefined;
  const body = (await response.json()) as { items?: Record<string, unknown>[] } | Record<string, unknown>[];
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const value = items.find((item) => item[field])?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** Real ids from the demo for the role's addresses, so detail pages show their records, not "not found". */
async function paramsFor(request: APIRequestContext, role: Role): Promise<Record<string, string>> {
  const token = await accessToken(request, role.email);
  // An id that is well formed and names nothing: the page's 404 ("not found"), not a 400 for a malformed id,
  // when the demo account has no such record (no other spec's activity may be counted on for one).
  const none = '00000000-0000-4000-8000-000000000000';
  const params: Record<string, string> = {};
  const set = (name: string, value: string | undefined) => (params[name] = value ?? none);
  if (role.name === 'filmmaker') {
    set('jobId', await firstOf(request, token, '/jobs'));
    set('id', await firstOf(request, token, '/applications'));
    set('bidId', await firstOf(request, token, '/applications'));
    set('bookingId', await firstOf(request, token, '/bookings?as=filmmaker'));
    set('receiptId', await firstOf(request, token, '/receipts'));
  } else if (role.name === 'client') {
    const projectId = await firstOf(request, token, '/projects');
    set('projectId', projectId);
    set('jobId', projectId ? await firstOf(request, token, `/jobs?project_id=${projectId}`) : undefined);
    set('talentId', await firstOf(request, token, '/talent'));
    set('receiptId', await firstOf(request, token, '/receipts'));
  } else {
    set('jobId', await firstOf(request, token, '/jobs'));
    set('userId', await firstOf(request, token, '/users'));
  }
  return params;
}

async function expectBuiltPage(page: Page, url: string) {
  await page.goto(url);
  const heading = page.locator('h1').first();
  await expect(heading, `${url} shows its heading`).toBeVisible({ timeout: 15_000 });
  // Let the page's first data arrive before reading what it says.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('[data-later-release]'), `${url} is built`).toHaveCount(0);
  expect(await page.locator('main, body').first().innerText(), `${url} is built`).not.toMatch(NOT_BUILT);
}

for (const role of ROLES) {
  test(`as the ${role.name}, every page of the route table is built`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const params = await paramsFor(request, role);
    await signIn(page, role.email);
    const routes = ROUTES.filter((route) => role.opens(route) && !route.redirectTo);
    expect(routes.length).toBeGreaterThan(role.name === 'admin' ? 10 : 15);
    for (const route of routes) await expectBuiltPage(page, fillPath(route.path, params));

    if (role.name !== 'admin') {
      // docs/product.md §2: the account page opens on its notifications tab through router state.
      await page.goto(`/${role.name}/dashboard/account`);
      await page.getByRole('tab', { name: /notifications/i }).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
      expect(await page.getByRole('tabpanel').innerText()).not.toMatch(NOT_BUILT);
    }
    // A sample id that names nothing answers 404 and the page says so; any other console error is a bug.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
}
