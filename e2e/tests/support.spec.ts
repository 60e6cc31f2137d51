import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors.ts';

test('a visitor sends a support request and gets a reference', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();

  // Nothing is sent while the form is invalid.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please tell us your name')).toBeVisible();

  await page.getByLabel('Your name').fill('Nadia Clarke');
  await page.getByLabel('Email address').fill('nadia@example.test');
  await page.getByLabel('Topic').selectOption({ index: 1 });
  await page.getByLabel('How can we help?').fill('I was charged twice for the same booking deposit.');
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/rest/v1/support-requests'));
  await page.getByRole('button', { name: 'Send request' }).click();
  const response = await sent;
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };

  await expect(page.getByRole('heading', { name: "Thanks — we've received your request" })).toBeVisible();
  await expect(page.getByText(`RH-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the FAQ answers open and close', async ({ page }) => {
  await page.goto('/support');
  const question = page.locator('summary').first();
  const answer = page.locator('details').first().locator(':scope > :not(summary)').first();
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
});
