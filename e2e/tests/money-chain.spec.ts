import { setUpHiringPair } from '../support/accounts.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { freshPage, hireThroughOffer, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { downloadedPdfText } from '../support/pdf.ts';

// Issue 14's money path in the sandbox, through the pages: the client funds the milestone by card, Maya
// delivers, the client approves (the escrow is released to her, less the 10 % fee), an admin runs the
// sandbox clock past the 3-day hold (decision 0045), Maya asks for a payout, the admin approves it and marks
// it paid with the bank reference, and both receipts open and download as PDFs whose text is right. Then
// money added to the client's wallet by card pays the second milestone. (A declined card is
// payments.spec's.) The client and Maya are accounts of each test's own: a demo client's wallet and
// receipts, and a demo filmmaker's balance and payouts, move under other specs running at the same time.

const shoot = screenshotsIn('money-chain-shots');
// Every step waits on a checkout, a webhook, a transition or a reload: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

// prettier-ignore
test('funded by card, delivered, approved, held, paid out and marked paid; both receipts and their PDFs', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  const word = `Plover${Date.now().toString(36)}`;
  const { clientEmail, company, filmmakerEmail: mayaEmail, filmmakerName: mayaName } = await setUpHiringPair(request, { word, domain: 'money-chain.test' });
  const net = `10.86.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  const admin = await freshPage(browser, `${net}.3`);
  await signIn(client, clientEmail);
  await signIn(maya, mayaEmail);
  const { jobPath, title } = await hireThroughOffer(client, maya, {
    word,
    milestones: [
      { title: 'Final cut', amount: 2500 },
      { title: 'Social cut-downs', amount: 500 },
    ],
  });

  // The client funds the £2,500 milestone by card: £2,625 with the service fee.
  await client.goto(`${jobPath}/payment`);
  await client.getByLabel('Final cut only').check();
  await client.getByRole('button', { name: 'Pay £2,625 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();

  // Maya delivers a review link; the client approves: the escrow is released to her.
  await maya.goto('/filmmaker/dashboard/bookings');
  await maya.getByRole('list', { name: 'Your bookings' }).getByRole('link', { name: new RegExp(title) }).click();
  const milestone = maya.getByRole('listitem', { name: 'Final cut' });
  await milestone.getByRole('button', { name: 'Deliver this milestone' }).click();
  await milestone.getByLabel('Note to the client').fill('The film and its cut-down, graded.');
  await milestone.getByRole('button', { name: 'Add a link' }).click();
  await milestone.getByLabel('Link 1 address').fill('https://vimeo.com/987654321');
  await milestone.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(milestone.getByText('Submitted for approval')).toBeVisible();
  const bookingPath = new URL(maya.url()).pathname;
  const bookingId = bookingPath.split('/').at(-1)!;

  await client.goto(jobPath);
  const clientMilestone = client.getByRole('region', { name: 'Booking' }).getByRole('listitem', { name: 'Final cut' });
  await clientMilestone.getByRole('button', { name: 'Approve' }).click();
  // Approving releases escrow: it asks first, saying how much goes to whom (decision 0051).
  const approve = client.getByRole('dialog', { name: 'Approve “Final cut”?' });
  await expect(approve.getByText(`This releases £2,500 from escrow to ${mayaName}.`, { exact: false })).toBeVisible();
  await approve.getByRole('button', { name: 'Approve and release' }).click();
  await expect(clientMilestone.getByText(/Released £2,500/)).toBeVisible();
  // The job page's escrow figure follows at once, without a reload.
  await expect(client.getByRole('region', { name: 'Booking' }).getByText(/1 of 2 milestones funded · £0 in escrow/)).toBeVisible();
  await shoot(client, '01-client-approved-released');

  // Maya's £2,250 is pending, in its 3-day hold.
  await maya.goto('/filmmaker/dashboard/earnings');
  await expect(maya.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await shoot(maya, '02-earnings-pending');

  // The admin runs the sandbox clock past the hold.
  await signIn(admin, 'admin@reelhire.test');
  await admin.goto('/admin/payments');
  await admin.getByRole('button', { name: 'Run as if 3 days had passed' }).click();
  await expect(admin.getByText(/^\d+ releases? made available$/)).toBeVisible();
  await shoot(admin, '03a-admin-sandbox-clock');

  // Maya asks for the £2,250 as a payout.
  await maya.reload();
  await maya.getByLabel('Amount (GBP)').fill('2250');
  await maya.getByRole('button', { name: 'Request payout' }).click();
  await expect(maya.getByText('Requested', { exact: true }).first()).toBeVisible();
  await shoot(maya, '03-earnings-payout-requested');

  // The admin approves it and marks it paid with the bank transfer's reference.
  await admin.reload();
  const payout = admin.getByRole('listitem', { name: `Payout to ${mayaName}` }).filter({ hasText: '£2,250' });
  await payout.getByRole('button', { name: 'Approve' }).click();
  await payout.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByLabel(/Bank transfer reference/).fill(`BACS-${word}`);
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText(/^No differences: \d+ balances recomputed/)).toBeVisible();
  await shoot(admin, '04-admin-payments-after');
  await maya.reload();
  await expect(maya.getByText('Paid', { exact: true }).first()).toBeVisible();

  // Maya's receipt for the release: the milestone less the platform fee, as a page and as a PDF.
  await maya.goto(`/filmmaker/dashboard/payment-receipt/${bookingId}`);
  await expect(maya.getByRole('list', { name: 'Receipts' })).toBeVisible();
  await shoot(maya, '05a-filmmaker-booking-receipts');
  await maya.getByRole('list', { name: 'Receipts' }).getByRole('link').first().click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/receipts\/[0-9a-f-]{36}$/);
  const mayaDownload = maya.getByRole('button', { name: /^Download receipt RC-\d{4}-\d{6} as a PDF$/ });
  const mayaNumber = /RC-\d{4}-\d{6}/.exec((await mayaDownload.getAttribute('aria-label')) ?? '')![0];
  await shoot(maya, '05-filmmaker-receipt');
  const mayaSaving = maya.waitForEvent('download');
  await mayaDownload.click();
  const mayaPdf = await downloadedPdfText(await mayaSaving, testInfo.outputPath('filmmaker-receipt.pdf'));
  for (const expected of [mayaNumber, mayaName, 'Final cut', '£2,250']) expect(mayaPdf).toContain(expected);

  // The client's receipt for the funding, their only one so far: the milestone and the 5 % service fee.
  await client.goto('/client/dashboard/expenditure');
  const receipts = client.getByRole('list', { name: 'Receipts' }).getByRole('listitem');
  await expect(receipts).toHaveCount(1);
  await receipts.filter({ hasText: /£2,625/ }).getByRole('link').click();
  await expect(client).toHaveURL(/\/client\/dashboard\/receipts\/[0-9a-f-]{36}$/);
  const clientDownload = client.getByRole('button', { name: /^Download receipt RC-\d{4}-\d{6} as a PDF$/ });
  const clientNumber = /RC-\d{4}-\d{6}/.exec((await clientDownload.getAttribute('aria-label')) ?? '')![0];
  await shoot(client, '06-client-receipt');
  const clientSaving = client.waitForEvent('download');
  await clientDownload.click();
  const clientPdf = await downloadedPdfText(await clientSaving, testInfo.outputPath('client-receipt.pdf'));
  for (const expected of [clientNumber, company, 'Final cut', '£125', '£2,625']) expect(clientPdf).toContain(expected);

  // Money added to the wallet by card pays the second milestone: £500 and its £25 fee.
  await client.goto(`${jobPath}/payment`);
  await client.getByLabel('Social cut-downs only').check();
  await client.getByLabel(/Wallet \(balance/).check();
  const short = client.getByRole('status').filter({ hasText: 'short' });
  await short.getByRole('button', { name: 'Add money' }).click();
  await client.getByRole('dialog').getByRole('button', { name: /^Add .* by card$/ }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/wallet\/deposit\/success\?payment_id=/);
  await client.goto(`${jobPath}/payment`);
  await client.getByLabel('Social cut-downs only').check();
  await client.getByLabel(/Wallet \(balance/).check();
  await client.getByRole('button', { name: 'Pay £525 from wallet' }).click();
  await expect(client.getByText('From your wallet')).toBeVisible();
  await client.goto(jobPath);
  await expect(client.getByRole('region', { name: 'Booking' }).getByText(/Every milestone funded/)).toBeVisible();
  await client.goto('/client/dashboard/expenditure');
  await expect(client.getByRole('list', { name: 'Receipts' })).toBeVisible();
  await shoot(client, '07-client-expenditure');
});

// Decision 0051: the filmmaker sees which milestones are in escrow before delivering; an unfunded delivery is
// funded and approved in one step, and the escrow is released when the card payment settles.
// prettier-ignore
test('an unfunded delivery: shown unfunded to both, then funded and approved in one card payment', async ({ browser, request }, testInfo) => {
  test.setTimeout(300_000);
  const word = `Dunlin${Date.now().toString(36)}`;
  const { clientEmail, filmmakerEmail: mayaEmail } = await setUpHiringPair(request, { word, domain: 'money-chain.test' });
  const net = `10.87.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, clientEmail);
  await signIn(maya, mayaEmail);
  const { jobPath, title } = await hireThroughOffer(client, maya, {
    word,
    milestones: [
      { title: 'Booking deposit', amount: 400 },
      { title: 'Shoot days', amount: 1600 },
    ],
  });

  // The deposit is funded by card; the £1,600 shoot milestone is not.
  await client.goto(`${jobPath}/payment`);
  await client.getByLabel('Booking deposit only').check();
  await client.getByRole('button', { name: 'Pay £420 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();

  // Maya sees, before delivering, which milestone's money is in escrow.
  await maya.goto('/filmmaker/dashboard/bookings');
  await maya.getByRole('list', { name: 'Your bookings' }).getByRole('link', { name: new RegExp(title) }).click();
  const deposit = maya.getByRole('listitem', { name: 'Booking deposit' });
  const shootDays = maya.getByRole('listitem', { name: 'Shoot days' });
  await expect(deposit.getByText('In escrow · £400')).toBeVisible();
  await expect(shootDays.getByText('Not funded', { exact: true })).toBeVisible();
  await expect(shootDays.getByText(/has not paid this milestone into escrow yet/)).toBeVisible();
  await expect(maya.getByText(/paid “Booking deposit” into escrow/)).toBeVisible();
  await expect(maya.getByRole('link', { name: 'Payment receipts' })).toBeVisible();
  await shoot(maya, '10-filmmaker-booking-funded-and-unfunded');

  await shootDays.getByRole('button', { name: 'Deliver this milestone' }).click();
  await shootDays.getByLabel('Note to the client').fill('All three shoot days, graded.');
  await shootDays.getByRole('button', { name: 'Add a link' }).click();
  await shootDays.getByLabel('Link 1 address').fill('https://vimeo.com/123456789');
  await shootDays.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(shootDays.getByText('Submitted for approval')).toBeVisible();

  // The client is offered "Fund and approve", not "Approve": one card payment, with the fee.
  await client.goto(jobPath);
  const clientShoot = client.getByRole('region', { name: 'Booking' }).getByRole('listitem', { name: 'Shoot days' });
  await expect(clientShoot.getByText('Not funded', { exact: true })).toBeVisible();
  await expect(clientShoot.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await clientShoot.getByRole('button', { name: 'Fund and approve' }).click();
  const dialog = client.getByRole('dialog', { name: 'Fund and approve “Shoot days”?' });
  await expect(dialog.getByText(/You pay £1,680 by card/)).toBeVisible();
  await shoot(client, '11-client-fund-and-approve-dialog', false);
  await dialog.getByRole('button', { name: 'Pay and approve' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();

  // Settled: approved, released to Maya (less the fee), and the payment page has nothing left to fund.
  await client.goto(jobPath);
  await expect(clientShoot.getByText(/Released £1,600/)).toBeVisible();
  await expect(clientShoot.getByText('Approved', { exact: true })).toBeVisible();
  await maya.reload();
  await expect(shootDays.getByText(/Released £1,600/)).toBeVisible();
  await expect(maya.getByText(/paid for “Shoot days” and approved it/)).toBeVisible();
  await shoot(maya, '12-filmmaker-booking-after-fund-and-approve');
  await maya.goto('/filmmaker/dashboard/earnings');
  await expect(maya.getByRole('link', { name: 'Receipts' }).first()).toBeVisible();
});
