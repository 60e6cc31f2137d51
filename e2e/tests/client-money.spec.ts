import { createAccount } from '../support/accounts.ts';
import { approveIdentity, sendIdentityDocuments, submitClientProfile } from '../support/client-setup.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0044: the client's expenditure page and a filmmaker's payment receipts, as the demo accounts
// find them before any money has moved (the payments and earnings work posts it): honest empty states,
// at a phone's and a laptop's width, with no page errors. Every demo client now funds work in some spec,
// so the client is a new one of this run's own; Lena Fischer has no receipt for a booking that is not hers.

const shoot = screenshotsIn('client-money');

test('the expenditure page and payment receipts say honestly that nothing has moved yet', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `quiet.${stamp}@client-money.test`;
  const lastName = `Quiet${stamp}`;
  await createAccount(request, {
    email,
    password: DEMO_PASSWORD,
    userType: 'client',
    firstName: 'Quinn',
    lastName,
  });
  const client = await freshPage(browser, `10.84.${testInfo.workerIndex}.1`);
  await signIn(client, email);
  await submitClientProfile(client, { city: 'Bristol', about: 'I commission short films for my bakery.' });
  // The client pages open once the identity is verified: documents sent, an admin approves them.
  await sendIdentityDocuments(client);
  const admin = await freshPage(browser, `10.84.${testInfo.workerIndex}.3`);
  await signIn(admin, 'admin@reelhire.test');
  await approveIdentity(admin, `Quinn ${lastName}`, 'client');
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
