import { setUpHiringPair } from '../support/accounts.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { freshPage, hireThroughOffer, screenshotsIn, signIn } from '../support/hiring-pages.ts';

const shoot = screenshotsIn('payments-shots');
// Each step waits on a checkout, a webhook or a reload: patient on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });
// Each test hires with a client and a filmmaker of its own: a demo client's wallet is topped up and spent
// by other specs at the same time, so "short" and "pay from wallet" would race them.

test('a declined card lands on a clear failure and moves nothing; a good card funds the milestone through the sandbox', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const word = `Pipit${Date.now().toString(36)}`;
  const net = `10.84.${testInfo.workerIndex}`;
  const { clientEmail, filmmakerEmail } = await setUpHiringPair(request, { word, domain: 'payments.test' });
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, clientEmail);
  await signIn(maya, filmmakerEmail);
  const { jobPath } = await hireThroughOffer(client, maya, { word });

  // The job page says nothing is funded yet and links to the payment page.
  await client.goto(jobPath);
  const booking = client.getByRole('region', { name: 'Booking' });
  await expect(booking.getByText('0 of 1 milestone funded · £0 in escrow')).toBeVisible();
  await booking.getByRole('link', { name: 'Fund' }).click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/payment$`));
  await expect(client.getByText('Not funded')).toBeVisible();
  await expect(client.getByText('Service fee (5%)')).toBeVisible();
  await expect(client.getByRole('button', { name: 'Pay £2,625 by card' })).toBeVisible();
  await shoot(client, '01-payment-page');

  // A declined card: the sandbox's hosted checkout sends the client back with the reason; nothing funded.
  await client.getByRole('button', { name: 'Pay £2,625 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await expect(client.getByText('4000 0000 0000 0002')).toBeVisible();
  await shoot(client, '02-sandbox-checkout');
  await client.getByLabel('Card number').fill('4000 0000 0000 0002');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/payment\\?failed_payment_id=`));
  const alert = client.getByRole('alert');
  await expect(alert).toContainText('Your payment did not go through. Nothing was charged.');
  await expect(alert).toContainText('Your card was declined.');
  await expect(client.getByText('Not funded')).toBeVisible();
  await shoot(client, '03-payment-declined');

  // A good card: the webhook lands and the success page says so; the job page shows the escrow.
  await client.getByRole('button', { name: 'Pay £2,625 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/payment-success\\?payment_id=`));
  await expect(client.getByText('Payment received')).toBeVisible();
  await expect(client.getByText('Card charged')).toBeVisible();
  await shoot(client, '04-payment-success');
  await client.getByRole('link', { name: 'Back to the job' }).click();
  await expect(booking.getByText('Every milestone funded · £2,500 in escrow')).toBeVisible();
  await booking.getByText('Every milestone funded · £2,500 in escrow').scrollIntoViewIfNeeded();
  await shoot(client, '09-job-page-escrow', false);
  await client.goto(`${jobPath}/payment`);
  await expect(client.getByText('In escrow', { exact: true })).toBeVisible();
  await expect(client.getByText(/Every milestone is funded/)).toBeVisible();
});

test('a short wallet is topped up by card (a declined deposit first, retried from its failed page), then pays at once', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const word = `Wren${Date.now().toString(36)}`;
  const net = `10.85.${testInfo.workerIndex}`;
  const { clientEmail, filmmakerEmail } = await setUpHiringPair(request, { word, domain: 'payments.test' });
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, clientEmail);
  await signIn(maya, filmmakerEmail);
  const { jobPath } = await hireThroughOffer(client, maya, { word });

  await client.goto(`${jobPath}/payment`);
  await client.getByLabel(/Wallet \(balance/).check();
  const status = client.getByRole('status').filter({ hasText: 'short' });
  await expect(status).toBeVisible();
  await status.getByRole('button', { name: 'Add money' }).click();
  const dialog = client.getByRole('dialog');
  await expect(dialog.getByLabel('Amount')).not.toHaveValue('');
  await shoot(client, '05-add-money-dialog', false);
  await dialog.getByRole('button', { name: /^Add .* by card$/ }).click();

  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4000 0000 0000 0002');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/wallet\/deposit\/failed\?payment_id=/);
  await expect(client.getByRole('alert')).toContainText('The payment did not go through');
  await expect(client.getByText(/Your card was declined/)).toBeVisible();
  await shoot(client, '06-deposit-failed');

  // The retry asks the bank for a confirmation step first, as a 3-D Secure card does.
  await client.getByRole('button', { name: 'Try again' }).click();
  await client
    .getByRole('dialog')
    .getByRole('button', { name: /^Add .* by card$/ })
    .click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4000 0027 6000 3184');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Your bank asks you to confirm this payment')).toBeVisible();
  await shoot(client, '07-sandbox-confirm');
  await client.getByRole('button', { name: 'Confirm the payment' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/wallet\/deposit\/success\?payment_id=/);
  await expect(client.getByText('Payment received')).toBeVisible();
  await shoot(client, '08-deposit-success');

  await client.goto(`${jobPath}/payment`);
  await client.getByLabel(/Wallet \(balance/).check();
  await client.getByRole('button', { name: 'Pay £2,625 from wallet' }).click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/payment-success\\?payment_id=`));
  await expect(client.getByText('From your wallet')).toBeVisible();
  await expect(client.getByText('Payment received')).toBeVisible();
});

test('a declined card paid from an address other than PUBLIC_URL comes back to that address, signed in, with the milestone chosen', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  // The test server's PUBLIC_URL is http://127.0.0.1:<port> (support/server-process.ts); the same server
  // answers at localhost too. A client on localhost must come back to localhost, where their session is,
  // as one on 127.0.0.1 must when PUBLIC_URL says localhost (decision 0059).
  const publicUrl = new URL(process.env.E2E_BASE_URL!);
  const typed = `http://localhost:${publicUrl.port}`;
  const word = `Avocet${Date.now().toString(36)}`;
  const net = `10.86.${testInfo.workerIndex}`;
  const { clientEmail, filmmakerEmail } = await setUpHiringPair(request, { word, domain: 'payments.test' });
  const clientContext = await browser.newContext({
    baseURL: typed,
    extraHTTPHeaders: { 'x-forwarded-for': `${net}.1` },
    viewport: { width: 1366, height: 900 },
  });
  const client = await clientContext.newPage();
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, clientEmail);
  await signIn(maya, filmmakerEmail);
  const { jobPath } = await hireThroughOffer(client, maya, {
    word,
    milestones: [
      { title: 'Rough cut', amount: 1000 },
      { title: 'Final cut', amount: 1500 },
    ],
  });

  // Two unfunded milestones: "every unfunded milestone" is offered first; the client picks the final cut.
  await client.goto(`${jobPath}/payment`);
  await expect(client.getByLabel('Every unfunded milestone (2)')).toBeChecked();
  await client.getByLabel('Final cut only').check();
  await client.getByRole('button', { name: 'Pay £1,575 by card' }).click();
  await expect(client).toHaveURL(new RegExp(`^${typed}/api/payments/sandbox/checkout/sbx_cs_`));
  await client.getByLabel('Card number').fill('4000 0000 0000 0002');
  await client.getByRole('button', { name: /^Pay / }).click();

  // Back on the address the client paid from, still signed in, with the final cut still chosen.
  await expect(client).toHaveURL(new RegExp(`^${typed}${jobPath}/payment\\?failed_payment_id=.+&fund=`));
  await expect(client.getByRole('alert')).toContainText(
    'Your payment did not go through. Nothing was charged.',
  );
  await expect(client.getByLabel('Final cut only')).toBeChecked();
  await expect(client.getByLabel('Every unfunded milestone (2)')).not.toBeChecked();
  await expect(client.getByRole('button', { name: 'Pay £1,575 by card' })).toBeVisible();
  await shoot(client, '10-declined-back-where-it-started');
  await clientContext.close();
});
