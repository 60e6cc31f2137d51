import { readMailbox } from '../support/mailbox.ts';
import { downloadedPdfText } from '../support/pdf.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { freshPage, recordTinyWebm, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Issue 13 from end to end, through the pages people use: a client holds Inès Moreau's day from her
// /book page; a second client holds it behind them; the first releases, the second is moved up (both see
// it, and the second is emailed: decision 0040) and confirms the hold as a booking request; Inès accepts
// it (a contract with one milestone, confirmed by email to both), delivers a video with upload progress,
// the client asks for one revision, Inès resubmits, the client approves and the booking is completed.
// The contract's PDF downloads and its text carries the booking's terms.

const shoot = screenshotsIn('booking-chain-shots');
// Every step waits on an upload, a transition or a reload: patient on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A day far ahead and different on every run, so a kept database never collides with another run. */
function runDay(): string {
  const start = Date.UTC(2049, 0, 1) + (Date.now() % 3_000) * 86_400_000;
  return new Date(start).toISOString().slice(0, 10);
}

// prettier-ignore
test('held, held behind, released, moved up, confirmed, accepted, delivered, revised, approved, completed; the contract PDF reads right', async ({ browser, request }, testInfo) => {
  test.setTimeout(600_000);
  const stamp = Date.now().toString(36);
  const net = `10.85.${testInfo.workerIndex}`;
  const day = runDay();
  const firstTitle = `Quayside${stamp} teaser`;
  const title = `Lantern${stamp} documentary day`;
  const a = await freshPage(browser, `${net}.1`);
  const b = await freshPage(browser, `${net}.2`);
  const ines = await freshPage(browser, `${net}.3`);

  // Client A holds the day from Inès's booking page: a first hold.
  await signIn(a, 'client@reelhire.test');
  await a.goto('/portfolio/ines-moreau');
  await a.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(a).toHaveURL(/\/book\/ines-moreau$/);
  const fill = async (page: typeof a, name: string, budget: string) => {
    await page.getByLabel('Add a date').fill(day);
    await page.getByRole('button', { name: 'Add day' }).click();
    await page.getByLabel('Title').fill(name);
    await page.getByLabel('Brief').fill('A day filming the lantern makers at work, and their interviews.');
    await page.getByLabel('City').fill('Lyon');
    await page.getByLabel('Budget').fill(budget);
  };
  await fill(a, firstTitle, '800');
  await a.getByRole('button', { name: 'Hold these dates' }).click();
  await expect(a.getByText(/^First hold placed: the days are yours until/)).toBeVisible();
  await shoot(a, '01-client-a-first-hold');

  // Client B (the 'both' account's company) holds the same day: second, behind A.
  await signIn(b, 'both@reelhire.test');
  await b.goto('/book/ines-moreau');
  await fill(b, title, '950');
  await b.getByRole('button', { name: 'Hold these dates' }).click();
  await expect(b.getByText(/^Second hold placed/)).toBeVisible();
  await shoot(b, '02-client-b-second-hold');

  // Inès sees both on her day, the first before the second.
  await signIn(ines, 'ines.moreau@reelhire.test');
  await ines.goto('/filmmaker/dashboard/bookings');
  const onDay = ines
    .getByRole('list', { name: /^Holds on / })
    .filter({ hasText: firstTitle });
  await expect(onDay.getByRole('listitem')).toHaveCount(2);
  await expect(onDay.getByRole('listitem').nth(0)).toContainText('1st hold');
  await expect(onDay.getByRole('listitem').nth(0)).toContainText(firstTitle);
  await expect(onDay.getByRole('listitem').nth(1)).toContainText('2nd hold');
  await expect(onDay.getByRole('listitem').nth(1)).toContainText(title);
  await shoot(ines, '03-filmmaker-two-holds');

  // A releases; A reads it released, B reads it moved up with its own deadline, and B is emailed.
  await a.goto('/client/dashboard');
  const aList = a.getByRole('list', { name: 'Your holds' });
  await a.getByRole('button', { name: `Release the hold “${firstTitle}” (Inès Moreau)` }).click();
  const release = a.getByRole('dialog', { name: 'Release this hold?' });
  await release.getByLabel('Reason (optional)').fill('Our teaser moved to the spring');
  await release.getByRole('button', { name: 'Release hold' }).click();
  await expect(release).toBeHidden();
  await expect(aList.getByRole('listitem').filter({ hasText: firstTitle }).getByText('Released by you')).toBeVisible();
  await shoot(a, '04-client-a-released');

  await b.goto('/client/dashboard');
  const bList = b.getByRole('list', { name: 'Your holds' });
  await expect(bList.getByRole('listitem').filter({ hasText: title }).getByText(/Moved up to first\. Confirm or release by .*\(2 days 23 hours left\)/)).toBeVisible();
  await expect(b.getByRole('link', { name: new RegExp(`Confirm or release the hold.*Your hold moved up to first · “${title}” · Inès Moreau`) })).toBeVisible();
  await shoot(b, '05-client-b-moved-up');
  await expect
    .poll(async () => (await readMailbox(request, 'both@reelhire.test')).map((m) => m.subject))
    .toContain(`Your hold moved up to first: ${title}`);
  const promotedMail = (await readMailbox(request, 'both@reelhire.test')).find((m) =>
    m.subject.includes(title),
  )!;
  expect(promotedMail.text).toContain('yours is now the first hold');
  expect(promotedMail.text).toMatch(/Confirm by\s*\S.* UTC/);
  // A released their own hold: no email tells them what they just did.
  expect((await readMailbox(request, 'client@reelhire.test')).map((m) => m.subject)).not.toContain(
    `Your hold moved up to first: ${firstTitle}`,
  );

  // B confirms the hold: it goes to Inès as a booking request, with the hold's terms.
  await b.getByRole('button', { name: `Confirm the hold “${title}” (Inès Moreau)` }).click();
  const confirm = b.getByRole('dialog', { name: 'Confirm this hold?' });
  await confirm.getByRole('button', { name: 'Send booking request' }).click();
  await expect(confirm).toBeHidden();
  await expect(bList.getByRole('listitem').filter({ hasText: title }).getByText('Confirmed: sent to Inès Moreau as a booking request, waiting for their answer')).toBeVisible();

  // Inès is emailed the request, opens it and accepts: a contract, and a booking confirmation to both.
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readMailbox(request, 'ines.moreau@reelhire.test')).find((m) => m.subject.includes(title));
      link = /\/filmmaker\/dashboard\/bookings\/requests\/[0-9a-f-]{36}/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await ines.goto(link);
  await expect(ines.getByRole('heading', { name: title })).toBeVisible();
  await shoot(ines, '06-filmmaker-request');
  await ines.getByRole('button', { name: 'Accept the booking' }).click();
  // Accepting signs a contract: it asks first (decision 0051).
  await ines.getByRole('dialog', { name: 'Accept this booking?' }).getByRole('button', { name: 'Accept and sign' }).click();
  await expect(ines.getByText(/^Accepted: contract RH-[0-9-]+ is signed\./)).toBeVisible();
  const number = /RH-[0-9-]+/.exec((await ines.getByText(/^Accepted: contract RH-/).textContent()) ?? '')![0];
  for (const who of ['ines.moreau@reelhire.test', 'both@reelhire.test']) {
    await expect
      .poll(async () => (await readMailbox(request, who)).map((m) => m.subject))
      .toContain(`Booking confirmed: ${title}`);
  }
  await ines.getByRole('link', { name: 'Open the booking' }).click();
  await expect(ines).toHaveURL(/\/filmmaker\/dashboard\/bookings\/[0-9a-f-]{36}$/);
  await expect(ines.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const milestone = ines.getByRole('listitem', { name: title });
  await expect(milestone.getByText('Not started')).toBeVisible();
  await shoot(ines, '07-filmmaker-booking-confirmed');

  // She starts and delivers a short video; the bar shows the upload's progress.
  await milestone.getByRole('button', { name: 'Start work' }).click();
  await expect(milestone.getByText('In progress', { exact: true })).toBeVisible();
  await milestone.getByRole('button', { name: 'Deliver this milestone' }).click();
  await milestone.getByLabel('Note to the client').fill('The day, cut to four minutes with the interviews.');
  const video = await recordTinyWebm(ines);
  await milestone
    .getByLabel('Choose files to deliver')
    .setInputFiles({ name: 'lantern-makers.webm', mimeType: 'video/webm', buffer: video });
  await expect(milestone.getByRole('progressbar', { name: 'Uploading lantern-makers.webm' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(milestone.getByText(/Uploaded ·/)).toBeVisible();
  await shoot(ines, '08-filmmaker-delivery-uploaded');
  await milestone.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(milestone.getByText('Submitted for approval')).toBeVisible();
  await expect
    .poll(async () => (await readMailbox(request, 'both@reelhire.test')).map((m) => m.subject).join('\n'))
    .toMatch(/deliver/i);

  // B reviews it from the dashboard's to-do, plays it, and asks for the one included revision.
  await b.goto('/client/dashboard');
  const review = b
    .getByRole('list', { name: 'Needs your attention' })
    .getByRole('link', { name: new RegExp(`Review the delivery.*“${title}” · Inès Moreau`) });
  await review.click();
  const booking = b.getByRole('region', { name: 'Booking' });
  const clientMilestone = booking.getByRole('listitem', { name: title });
  await expect(clientMilestone.getByText('Submitted for approval')).toBeVisible();
  await clientMilestone.getByRole('button', { name: 'Preview lantern-makers.webm' }).click();
  const viewer = b.getByRole('dialog');
  const player = viewer.locator('video');
  await expect(player).toBeVisible();
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await b.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await shoot(b, '09-client-reviews-delivery');
  await clientMilestone.getByRole('button', { name: 'Request a revision' }).click();
  const ask = b.getByRole('dialog');
  await expect(ask.getByText('1 of 1 included revisions left', { exact: false })).toBeVisible();
  await ask.getByLabel('What should change').fill('Open on the workshop, not the street.');
  await ask.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(ask).toBeHidden();
  await expect(clientMilestone.getByText('Revision requested', { exact: true })).toBeVisible();

  // Inès resubmits; B approves the only milestone and the booking is completed for both.
  await ines.reload();
  await expect(milestone.getByText('Open on the workshop, not the street.')).toBeVisible();
  await milestone.getByRole('button', { name: 'Resubmit for approval' }).click();
  await milestone.getByLabel('Note to the client').fill('Now opens in the workshop.');
  await milestone.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(milestone.getByRole('article', { name: 'Round 2' })).toBeVisible();
  await b.reload();
  await expect(clientMilestone.getByRole('article', { name: 'Round 2' })).toBeVisible();
  // Nothing was paid into escrow: B funds and approves it in one step, by card (decision 0051).
  const bookingUrl = b.url();
  await clientMilestone.getByRole('button', { name: 'Fund and approve' }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Pay and approve' }).click();
  await expect(b).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await b.getByLabel('Card number').fill('4242 4242 4242 4242');
  await b.getByRole('button', { name: /^Pay / }).click();
  await expect(b).not.toHaveURL(/\/api\/payments\/sandbox\/checkout\//);
  await b.goto(bookingUrl);
  await expect(booking.getByText('Completed', { exact: true })).toBeVisible();
  await shoot(b, '10-client-booking-completed');
  await ines.reload();
  await expect(ines.getByText('Completed', { exact: true })).toBeVisible();
  await shoot(ines, '11-filmmaker-booking-completed');

  // The contract's PDF, from Inès's documents, opens and carries the booking's terms.
  await ines.goto('/filmmaker/dashboard/documents');
  await expect(ines.getByText(number)).toBeVisible();
  const downloading = ines.waitForEvent('download');
  await ines.getByRole('button', { name: `Download contract ${number} as a PDF` }).click();
  const download = await downloading;
  const text = await downloadedPdfText(download, testInfo.outputPath('contract.pdf'));
  for (const expected of [
    `Contract ${number}`,
    'Client Rivera Sound & Story',
    'Filmmaker Inès Moreau',
    `Job ${title}`,
    'Amount €950 (EUR)',
    'Revisions included 1',
  ]) {
    expect(text).toContain(expected);
  }
});
