import { expect, test } from '../support/test.ts';
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

test('an admin reads a request sent from the chat bubble in the support inbox', async ({ browser }) => {
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/talent');
  await visitor.getByRole('button', { name: 'Chat with support' }).click();
  const message = `Can I hire a drone pilot for a night shoot? (${Date.now()})`;
  const panel = visitor.getByRole('dialog');
  await panel.getByLabel('Your name').fill('Ola Nowak');
  await panel.getByLabel('Email address').fill('ola@example.test');
  await panel.getByLabel('Message').fill(message);
  await panel.getByRole('button', { name: 'Send message' }).click();
  await expect(panel.getByText("Thanks, Ola, we've got your message.")).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await admin.goto('/admin/messages');
  await admin.getByLabel('Email address').fill('admin@reelhire.test');
  await admin.getByLabel('Password', { exact: true }).fill('reelhire-demo');
  await admin.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/messages$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Support inbox' })).toBeVisible();
  await expect(admin.getByText(message)).toBeVisible();
  await expect(admin.getByText('ola@example.test')).toBeVisible();
});
