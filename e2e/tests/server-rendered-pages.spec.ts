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
