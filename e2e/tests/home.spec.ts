import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.ts';

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
