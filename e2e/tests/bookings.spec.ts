import { setUpHiringPair } from '../support/accounts.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import {
  freshPage,
  hireThroughOffer,
  recordTinyWebm,
  screenshotsIn,
  signIn,
} from '../support/hiring-pages.ts';

const shoot = screenshotsIn('bookings-shots');
// Every step waits on an upload, a transition or a reload: patient on a shared, busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

test('an accepted contract becomes a booking both sides work through to completed', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(600_000);
  const word = `Heron${Date.now().toString(36)}`;
  // A client and a filmmaker of this test's own: the to-dos on a home name the milestone ("Final cut"),
  // not the job, and the demo pair have other specs' "Final cut" to-dos at the same time.
  const { clientEmail, company, filmmakerEmail, filmmakerName } = await setUpHiringPair(request, {
    word,
    domain: 'bookings.test',
  });
  const net = `10.83.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, clientEmail);
  await signIn(maya, filmmakerEmail);

  const { jobPath, title } = await hireThroughOffer(client, maya, { word, revisions: 1 });

  // A signed contract nobody has funded yet is the client's turn, on their home (decision 0053).
  await client.goto('/client/dashboard');
  await expect(
    client
      .getByRole('list', { name: 'Needs your attention' })
      .getByRole('link', { name: new RegExp(`Fund the milestone.*“Final cut” · ${filmmakerName}`) }),
  ).toBeVisible();
  await shoot(client, '00-client-home-to-fund');

  // The filmmaker's bookings list shows it, confirmed, with the client and what comes next.
  await maya.goto('/filmmaker/dashboard/bookings');
  const row = maya
    .getByRole('list', { name: 'Your bookings' })
    .getByRole('link', { name: new RegExp(title) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Confirmed')).toBeVisible();
  await expect(row.getByText(new RegExp(`${company} · £2,500`))).toBeVisible();
  await shoot(maya, '01-maya-bookings-list');
  await row.click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/bookings\/[0-9a-f-]{36}$/);
  await expect(maya.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const milestone = maya.getByRole('listitem', { name: 'Final cut' });
  await expect(milestone.getByText('Not started')).toBeVisible();
  await shoot(maya, '02-maya-booking-confirmed');

  // She starts, then delivers a small video and a review link.
  await milestone.getByRole('button', { name: 'Start work' }).click();
  await expect(milestone.getByText('In progress', { exact: true })).toBeVisible();
  await milestone.getByRole('button', { name: 'Deliver this milestone' }).click();
  await milestone
    .getByLabel('Note to the client')
    .fill('First cut, graded. The cut-down follows the same look.');
  await milestone.getByRole('button', { name: 'Add a link' }).click();
  await milestone.getByLabel('Link 1 address').fill('https://vimeo.com/123456789');
  await milestone.getByLabel('Link 1 label').fill('Vimeo review');
  const video = await recordTinyWebm(maya);
  await milestone
    .getByLabel('Choose files to deliver')
    .setInputFiles({ name: 'first-cut.webm', mimeType: 'video/webm', buffer: video });
  await expect(milestone.getByText(/Uploaded ·/)).toBeVisible();
  await expect(milestone.getByRole('progressbar', { name: 'Uploading first-cut.webm' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await shoot(maya, '03-maya-delivery-form');
  await milestone.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(milestone.getByText('Submitted for approval')).toBeVisible();
  await expect(milestone.getByRole('article', { name: 'Round 1' })).toBeVisible();
  await shoot(maya, '04-maya-booking-submitted');

  // The client's home lists the delivery to review; their job page shows the booking and previews it.
  await client.goto('/client/dashboard');
  const todo = client.getByRole('list', { name: 'Needs your attention' });
  await expect(
    todo.getByRole('link', { name: new RegExp(`Review the delivery.*“Final cut” · ${filmmakerName}`) }),
  ).toBeVisible();
  await shoot(client, '04b-client-home-review');
  await todo
    .getByRole('link', { name: new RegExp(`Review the delivery.*“Final cut” · ${filmmakerName}`) })
    .click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}$`));
  const booking = client.getByRole('region', { name: 'Booking' });
  await expect(booking).toBeVisible();
  const clientMilestone = booking.getByRole('listitem', { name: 'Final cut' });
  await expect(clientMilestone.getByText('Submitted for approval')).toBeVisible();
  await expect(clientMilestone.getByRole('link', { name: 'Vimeo review' })).toBeVisible();
  await shoot(client, '05-client-job-booking');
  await clientMilestone.getByRole('button', { name: 'Preview first-cut.webm' }).click();
  const viewer = client.getByRole('dialog');
  await expect(viewer.getByRole('heading', { name: 'first-cut.webm' })).toBeVisible();
  const player = viewer.locator('video');
  await expect(player).toBeVisible();
  // It really plays: the browser read its length from the signed link.
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await shoot(client, '06-client-preview', false);
  await client.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // One revision, within the one included.
  await clientMilestone.getByRole('button', { name: 'Request a revision' }).click();
  const ask = client.getByRole('dialog');
  await expect(ask.getByText('1 of 1 included revisions left', { exact: false })).toBeVisible();
  await ask.getByLabel('What should change').fill('Tighten the opening by two seconds, please.');
  await ask.getByRole('button', { name: 'Send back for changes' }).click();
  await expect(ask).toBeHidden();
  await expect(clientMilestone.getByText('Revision requested', { exact: true })).toBeVisible();

  // The revision is the filmmaker's turn on their home, and leads to the booking.
  await maya.goto('/filmmaker/dashboard');
  const revise = maya
    .getByRole('list', { name: 'Needs your attention' })
    .getByRole('link', { name: new RegExp(`Revise and resubmit.*“Final cut” · ${company}`) });
  await expect(revise).toBeVisible();
  await shoot(maya, '06b-maya-home-revision');
  await revise.click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/bookings\/[0-9a-f-]{36}$/);

  // The filmmaker resubmits.
  await expect(milestone.getByText('Tighten the opening by two seconds, please.')).toBeVisible();
  await milestone.getByRole('button', { name: 'Resubmit for approval' }).click();
  await milestone.getByLabel('Note to the client').fill('Opening tightened by two seconds.');
  await milestone.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(milestone.getByRole('article', { name: 'Round 2' })).toBeVisible();

  // The client approves the last milestone: the booking is completed for both.
  await client.reload();
  await expect(clientMilestone.getByRole('article', { name: 'Round 2' })).toBeVisible();
  // Nothing was paid into escrow: the client funds and approves it in one step, by card (decision 0051).
  const jobUrl = client.url();
  await clientMilestone.getByRole('button', { name: 'Fund and approve' }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Pay and approve' }).click();
  await expect(client).toHaveURL(/\/api\/payments\/sandbox\/checkout\/sbx_cs_/);
  await client.getByLabel('Card number').fill('4242 4242 4242 4242');
  await client.getByRole('button', { name: /^Pay / }).click();
  await expect(client.getByText('Payment received')).toBeVisible();
  await client.goto(jobUrl);
  await expect(booking.getByText('Completed', { exact: true })).toBeVisible();
  await expect(booking.getByText('Every milestone is approved: this booking is complete.')).toBeVisible();
  await shoot(client, '07-client-job-booking-completed');
  await maya.reload();
  await expect(maya.getByText('Completed', { exact: true })).toBeVisible();
  await expect(
    maya.getByText(new RegExp(`${filmmakerName}.*submitted “Final cut” for approval`)).first(),
  ).toBeVisible();
  await shoot(maya, '08-maya-booking-completed');
  await maya.goto('/filmmaker/dashboard/bookings');
  await expect(row.getByText('Completed')).toBeVisible();
  await shoot(maya, '09-maya-bookings-list-completed');
});
