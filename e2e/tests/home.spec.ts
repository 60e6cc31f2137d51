import { collectPageErrors } from '../support/page-errors.ts';
import { expect, test } from '../support/test.ts';

test('the home page is dark and leads filmmakers and clients to sign up', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hire the crew your film deserves.');
  const background = await page
    .locator('[data-theme="dark"]')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(background).toBe('rgb(11, 11, 16)');

  await page.getByRole('link', { name: 'I want to hire filmmakers' }).click();
  await expect(page).toHaveURL(/\/role-selection\?role=client$/);
  await page.goBack();
  await page.getByRole('link', { name: 'I am a filmmaker looking for work' }).click();
  await expect(page).toHaveURL(/\/role-selection\?role=filmmaker$/);
  expect(errors).toEqual([]);
});

test('a guarded page sends a signed-out visitor to sign in', async ({ page }) => {
  await page.goto('/client/dashboard/projects');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('/verify-account redirects to /verify keeping its query', async ({ page }) => {
  await page.goto('/verify-account?email=a%40b.test');
  await expect(page).toHaveURL(/\/verify\?email=a%40b\.test$/);
});

test('at 1366 px the collapsed sidebar names its links, labels them on hover and focus, and marks the current page', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Email address').fill('client@reelhire.test');
  await page.getByLabel('Password', { exact: true }).fill('reelhire-demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await page.goto('/client/dashboard/projects');

  // Closed is the default: an icon rail (docs/decisions/0058).
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-state', 'closed');
  const nav = sidebar.getByRole('navigation', { name: 'Client navigation' });
  for (const label of ['Dashboard', 'Find talent', 'Projects', 'Messages', 'Expenditure', 'Account']) {
    await expect(nav.getByRole('link', { name: new RegExp(`^${label}`) })).toBeVisible();
  }
  const projects = nav.getByRole('link', { name: 'Projects' });
  await expect(projects).toHaveAttribute('aria-current', 'page');
  await expect(projects).not.toHaveAttribute('class', /=>/);
  await expect(projects).toHaveCSS('background-color', 'rgb(255, 241, 243)');
  const talent = nav.getByRole('link', { name: 'Find talent' });
  await expect(talent).not.toHaveAttribute('aria-current');
  await expect(talent).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

  await talent.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Find talent');
  await page.mouse.move(900, 500, { steps: 5 });
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  await nav.getByRole('link', { name: 'Expenditure' }).focus();
  await expect(page.getByRole('tooltip')).toHaveText('Expenditure');
  expect(errors).toEqual([]);
});
