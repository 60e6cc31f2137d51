import { createAccount } from '../support/accounts.ts';
import { newVerifiedClient } from '../support/client-setup.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import {
  DEMO_PASSWORD,
  freshPage,
  hireThroughOffer,
  screenshotsIn,
  signIn,
} from '../support/hiring-pages.ts';

// Decision 0048 through the pages: a client pays a milestone by card, cancels the booking, and sees the
// refund go back to the card: pending first, refunded once the money schedule (here the sandbox clock)
// has sent it, with a receipt saying which card. The client is a new account made for this run, because
// every demo client's money is asserted by another spec (client-money, payouts, money-chain, payments).
// Maya is the filmmaker: the kill fee she is owed changes nothing those specs check.

const shoot = screenshotsIn('refunds-shots');
const expect = baseExpect.configure({ timeout: 30_000 });

// prettier-ignore
test('a client cancels a booking paid by card and sees the refund go back to the card, with its receipt', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const word = `Refund${stamp}`;
  const lastName = `Quill${stamp}`;
  const email = `nadia.${stamp}@refunds.test`;
  await createAccount(request, { email, password: DEMO_PASSWORD, userType: 'client', firstName: 'Nadia', lastName });
  const net = `10.87.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  const admin = await freshPage(browser, `${net}.3`);
  await signIn(admin, 'admin@reelhire.test');
  await newVerifiedClient(client, admin, {
    email,
    fullName: `Nadia ${lastName}`,
    city: 'Bristol',
    about: 'I commission short films for my bakery.',
  });
  await signIn(maya, 'filmmaker@reelhire.test');
  const { jobPath } = await hireThroughOffer(client, maya, {
    word,
    milestones: [
      { title: 'Final cut', amount: 2000 },
      { title: 'Social cut-downs', amount: 500 },
    ],
  });

  // The £2,000 milestone paid by card: £2,100 with the service fee.
  await client.goto(`${jobPath}/payment`);
  await client.getByLabel('Final cut only').check();
  await client.getByRole('button', { name: 'Pay £2,100 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();

  // The client cancels: the kill fee comes out of escrow, the rest goes back to the card.
  await client.goto(jobPath);
  const booking = client.getByRole('region', { name: 'Booking' });
  await booking.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = client.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('The bakery is closing for the summer.');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();

  await client.goto('/client/dashboard/expenditure');
  const refunds = client.getByRole('list', { name: 'Card refunds' });
  const refund = refunds.getByRole('listitem').filter({ hasText: 'Final cut' });
  await expect(refund).toContainText('to the card ending 4242');
  await expect(refund).toContainText('Refund pending');
  await shoot(client, '01-expenditure-refund-pending');

  // The money schedule sends it to the provider; in the sandbox the admin's clock runs it now.
  await admin.goto('/admin/payments');
  await admin.getByRole('button', { name: 'Run as if 3 days had passed' }).click();
  // Another spec's clock may have sent it first: the page below is what counts.
  await expect(admin.getByText(/^Done, as of /)).toBeVisible();
  await client.reload();
  await expect(refund).toContainText('Refunded to card');
  await shoot(client, '02-expenditure-refunded-to-card');

  // Its receipt says where the money went.
  await refund.getByRole('link', { name: 'Refund receipt' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/receipts\/[0-9a-f-]{36}$/);
  await expect(client.getByText(/Refund for Final cut \(with its service fee\) to the card ending 4242/)).toBeVisible();
  await shoot(client, '03-refund-receipt');
});
