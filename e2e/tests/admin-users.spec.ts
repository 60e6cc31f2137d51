import { setUpFilmmaker } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

const shoot = screenshotsIn('admin-users-shots');
const SUSPENDED = 'This account is suspended. Contact support if you think this is a mistake.';

test('an admin suspends a filmmaker whose open page signs out at once, restores them, and the audit log shows both', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const lastName = `Quaresma${Date.now().toString(36)}`;
  const email = `${lastName.toLowerCase()}@reelhire.test`;
  const net = `10.64.${testInfo.workerIndex}`;
  await setUpFilmmaker(request, { email, password: DEMO_PASSWORD, firstName: 'Ines', lastName });

  // The filmmaker has their dashboard open.
  const filmmaker = await freshPage(browser, `${net}.1`);
  await signIn(filmmaker, email);
  await expect(filmmaker).toHaveURL(/\/filmmaker\/dashboard$/);
  await expect(filmmaker.getByTestId('sidebar')).toBeVisible();

  // The admin finds them by name and opens their page.
  const admin = await freshPage(browser, `${net}.2`);
  await signIn(admin, 'admin@reelhire.test');
  await admin.goto('/admin/users');
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search accounts by name or email' }).fill(lastName);
  const rows = admin.getByRole('list', { name: 'Accounts' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(email);
  await shoot(admin, '01-users-search');
  await rows.first().getByRole('link').click();
  await expect(admin.getByRole('heading', { level: 1, name: `Ines ${lastName}` })).toBeVisible();
  await expect(admin.getByText('Signed-in devices')).toBeVisible();
  await shoot(admin, '02-user-page');

  // Suspending needs a reason, and asks first.
  await admin.getByRole('button', { name: 'Suspend' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Say why the account is suspended');
  await dialog.getByLabel('Reason').fill('Asked clients to pay outside Reelhire');
  await shoot(admin, '03-suspend-dialog', false);
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    admin.getByRole('status').filter({ hasText: 'Asked clients to pay outside Reelhire' }),
  ).toBeVisible();

  // The filmmaker's open page is signed out without a reload, and says why.
  await expect(filmmaker).toHaveURL(/\/login$/);
  await expect(filmmaker.getByText(SUSPENDED)).toBeVisible();
  await shoot(filmmaker, '04-filmmaker-signed-out', false);

  // Signing in again is refused with the same words (once the first notice has gone, so it is a new one).
  await expect(filmmaker.getByText(SUSPENDED)).toBeHidden({ timeout: 20_000 });
  await filmmaker.getByLabel('Email address').fill(email);
  await filmmaker.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await filmmaker.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(filmmaker.getByText(SUSPENDED)).toBeVisible();
  await expect(filmmaker).toHaveURL(/\/login$/);

  // Restored, they can sign in again.
  await admin.getByRole('button', { name: 'Restore account' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Restore account' }).click();
  await expect(admin.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await signIn(filmmaker, email);
  await expect(filmmaker).toHaveURL(/\/filmmaker\/dashboard$/);

  // The audit log has both actions, with what they changed.
  await admin.getByRole('link', { name: 'History' }).click();
  await expect(admin).toHaveURL(/\/admin\/audit-log\?record_type=user&record_id=/);
  const entries = admin.getByRole('list', { name: 'Admin actions' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Restored an account');
  await expect(entries.nth(1)).toContainText('Suspended an account');
  await expect(entries.nth(1).getByRole('row', { name: /suspension_reason/ })).toContainText(
    'Asked clients to pay outside Reelhire',
  );
  await shoot(admin, '05-audit-log');
});
