import { createAccount } from '../support/accounts.ts';
import { submitClientProfile } from '../support/client-setup.ts';
import { collectPageErrors } from '../support/page-errors.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, signIn } from '../support/hiring-pages.ts';

// Decision 0063: a member turns an email type off on the account page's notifications tab; it stays off
// after a reload, and essential emails show as always on. The client is this spec's own.

test('turning an email type off on the notifications tab keeps it off after a reload', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const email = `prefs.${stamp}@email-preferences.test`;
  await createAccount(request, { email, password: DEMO_PASSWORD, userType: 'client', firstName: 'Pia' });
  const page = await freshPage(browser, `10.63.${testInfo.workerIndex}.1`);
  const errors = collectPageErrors(page);
  await signIn(page, email);
  await submitClientProfile(page, { city: 'Leeds', about: 'I commission music videos for my band.' });

  // The link every email's footer carries opens the tab.
  await page.goto('/client/dashboard/account?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true');
  const digest = page.getByRole('switch', { name: 'Weekly digest' });
  await expect(digest).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: /Payment reminders/ })).toBeDisabled();
  await digest.click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Email preferences saved')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly digest' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'New applicants' })).toHaveAttribute('aria-checked', 'true');
  expect(errors).toEqual([]);
});
