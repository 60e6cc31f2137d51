import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0044: the client's expenditure page and a filmmaker's payment receipts, as the demo accounts
// find them before any money has moved (the payments and earnings work posts it): honest empty states,
// at a phone's and a laptop's width, with no page errors. The 'both' account's company and Lena Fischer
// are the demo parties no money spec funds or pays (payments.spec moves the demo client's and Maya's).

const shoot = screenshotsIn('client-money');

test('the expenditure page and payment receipts say honestly that nothing has moved yet', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const client = await freshPage(browser, `10.84.${testInfo.workerIndex}.1`);
  await signIn(client, 'both@reelhire.test');
  await client.goto('/client/dashboard/expenditure');
  await expect(client.getByRole('heading', { name: 'Expenditure', level: 1 })).toBeVisible();
  await expect(client.getByText('No spending yet')).toBeVisible();
  await shoot(client, 'expenditure-empty');

  await client.goto('/client/dashboard/receipts/00000000-0000-4000-8000-000000000000');
  await expect(client.getByText('Receipt not found')).toBeVisible();

  const filmmaker = await freshPage(browser, `10.84.${testInfo.workerIndex}.2`);
  await signIn(filmmaker, 'lena.fischer@reelhire.test');
  await filmmaker.goto('/filmmaker/dashboard/payment-receipt/00000000-0000-4000-8000-000000000000');
  await expect(filmmaker.getByText('No receipt for this booking yet')).toBeVisible();
  await shoot(filmmaker, 'payment-receipts-empty');
});
