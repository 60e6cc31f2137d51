import { createAccount } from '../support/accounts.ts';
import { newVerifiedClient } from '../support/client-setup.ts';
import { solidPng as png } from '../support/files.ts';
import {
  DEMO_PASSWORD,
  freshPage,
  hireThroughOffer,
  screenshotsIn,
  signIn,
} from '../support/hiring-pages.ts';
import { readMailbox } from '../support/mailbox.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// Decision 0061 through the pages: a client pays a milestone into escrow, opens a dispute with an evidence
// file (the escrow shows frozen on both booking pages), Maya answers, and the admin splits the money with
// reasons. Both booking pages show the ruling, the client's money page the refund, and both mailboxes the
// ruling's email. The client is a new account of this run: every demo client's money is another spec's.

const shoot = screenshotsIn('disputes-shots');
const expect = baseExpect.configure({ timeout: 30_000 });

// prettier-ignore
test('a client disputes a funded milestone with evidence, the filmmaker answers, the admin splits it', async ({ browser, request }, testInfo) => {
  test.setTimeout(420_000);
  const stamp = Date.now().toString(36);
  const word = `Dispute${stamp}`;
  const lastName = `Vale${stamp}`;
  const email = `iris.${stamp}@disputes.test`;
  await createAccount(request, { email, password: DEMO_PASSWORD, userType: 'client', firstName: 'Iris', lastName });
  const net = `10.88.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  const admin = await freshPage(browser, `${net}.3`);
  await signIn(admin, 'admin@reelhire.test');
  await newVerifiedClient(client, admin, {
    email,
    fullName: `Iris ${lastName}`,
    city: 'Leeds',
    about: 'I commission short films for my record label.',
  });
  await signIn(maya, 'filmmaker@reelhire.test');
  const { jobPath, title } = await hireThroughOffer(client, maya, {
    word,
    milestones: [{ title: 'Final cut', amount: 1000 }],
  });

  // £1,000 paid into escrow by card (£1,050 with the service fee).
  await client.goto(`${jobPath}/payment`);
  await client.getByRole('button', { name: 'Pay £1,050 by card' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();

  // The client opens a dispute with an evidence file: the escrow is frozen.
  await client.goto(`${jobPath}/dispute`);
  await client.getByRole('button', { name: 'Open a dispute' }).click();
  const form = client.getByRole('form', { name: 'Open a dispute' });
  await form.getByLabel('Reason').selectOption('not_as_agreed');
  await form.getByLabel('What happened').fill('The cut uses none of the agreed music and misses the product shots.');
  await form.getByLabel('Evidence files').setInputFiles(await png('storyboard.png', '#c9d6e3'));
  await expect(form.getByText('uploaded')).toBeVisible();
  await form.getByRole('button', { name: 'Open the dispute' }).click();
  await expect(client.getByText('Waiting for the filmmaker’s answer')).toBeVisible();
  await expect(client.getByText('Frozen (disputed) · £1,000').first()).toBeVisible();
  await expect(client.getByRole('link', { name: 'storyboard.png' })).toBeVisible();
  await shoot(client, '01-client-dispute-opened');

  // Maya sees it on her booking, frozen, and answers.
  await maya.goto('/filmmaker/dashboard/bookings');
  await maya.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/bookings\/[0-9a-f-]{36}$/);
  const finalCut = maya.getByRole('listitem', { name: 'Final cut' });
  await expect(finalCut.getByText('Frozen (disputed) · £1,000')).toBeVisible();
  await maya.getByLabel('Your side of it').fill('The music was the client’s own choice in our messages; the product shots are in the second reel.');
  await maya.getByRole('button', { name: 'Send my answer' }).click();
  await expect(maya.getByText('With Reelhire for a ruling')).toBeVisible();
  await shoot(maya, '02-filmmaker-answered');

  // The admin reads the whole record and splits the frozen £1,000: £600 to Maya, £400 back.
  await admin.goto('/admin/disputes');
  await admin.getByRole('link', { name: new RegExp(title) }).first().click();
  await expect(admin.getByRole('group').filter({ hasText: 'Contract' }).first()).toBeVisible();
  const ruling = admin.getByRole('form', { name: 'Rule on the dispute' });
  await ruling.getByLabel(/Released to the filmmaker/).fill('600');
  await expect(ruling.getByText('£400')).toBeVisible();
  await ruling.getByLabel(/Reasoning/).fill('The product shots were delivered; the music differs from the brief, so part is refunded.');
  await ruling.getByRole('button', { name: 'Review the ruling' }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText('£600 goes to');
  await shoot(admin, '03-admin-ruling-confirm', false);
  await dialog.getByRole('button', { name: 'Rule and move the money' }).click();
  await expect(dialog).toBeHidden();
  await expect(admin.getByText('Reelhire’s ruling: Split between them')).toBeVisible();
  await shoot(admin, '04-admin-resolved');

  // Both booking pages show the ruling; the milestone's escrow is settled.
  await client.goto(`${jobPath}/dispute`);
  await expect(client.getByText('Reelhire’s ruling: Split between them')).toBeVisible();
  await expect(client.getByText(/£600 released to .* · £400 refunded to/)).toBeVisible();
  await client.goto(jobPath);
  await expect(client.getByRole('listitem', { name: 'Final cut' }).getByText('Escrow settled')).toBeVisible();
  await shoot(client, '05-client-job-after-ruling');
  await maya.reload();
  await expect(maya.getByText('Reelhire’s ruling: Split between them')).toBeVisible();
  await expect(maya.getByRole('listitem', { name: 'Final cut' }).getByText('Escrow settled')).toBeVisible();

  // The client's money page has the refund going back to the card: £400 and its £20 service fee.
  await client.goto('/client/dashboard/expenditure');
  const refund = client.getByRole('list', { name: 'Card refunds' }).getByRole('listitem').filter({ hasText: 'Final cut' });
  await expect(refund).toContainText('£420');

  // Both mailboxes got the ruling and its reasons.
  for (const to of [email, 'filmmaker@reelhire.test']) {
    await expect
      .poll(async () => (await readMailbox(request, to)).find((m) => m.subject === `Reelhire ruled on the dispute: ${title}`)?.text ?? '', { timeout: 30_000 })
      .toContain('the music differs from the brief');
  }
});
