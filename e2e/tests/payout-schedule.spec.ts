import { nextPayoutRun, type PayoutCadence } from '@reelhire/shared/payout-schedules';
import { apiSession, DEMO_ADMIN, setUpFilmmaker } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Payout schedules (decision 0049) on the earnings page: a filmmaker turns one on, changes it, sees the
// next automatic payout the server worked out, and turns it off again. The filmmaker is a verified one of
// this test's own whom nobody pays, so the card stands under the empty state and the schedule can never pay
// anything out or change what another spec sees of a demo filmmaker's money.

const shoot = screenshotsIn('payout-schedule-shots');

/** The day the card should name, as the server works it out (midnight UTC, read in UTC). */
function runDay(cadence: PayoutCadence): string {
  const run = nextPayoutRun(cadence, new Date())!;
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(run);
  return run.getUTCFullYear() === new Date().getUTCFullYear() ? day : `${day} ${run.getUTCFullYear()}`;
}

test('a filmmaker sets a weekly payout schedule, changes it to monthly, and turns it off', async ({
  browser,
  request,
}, testInfo) => {
  // Setting up and verifying the filmmaker takes a few requests more than the old demo sign-in.
  test.setTimeout(90_000);
  const lastName = `Schedule${Date.now().toString(36)}`;
  const email = `${lastName.toLowerCase()}@payout-schedule.test`;
  await setUpFilmmaker(request, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Lena',
    lastName,
    verifiedBy: DEMO_ADMIN,
  });
  const page = await freshPage(browser, `10.91.${testInfo.workerIndex}.1`);
  await signIn(page, email);
  await page.goto('/filmmaker/dashboard/earnings');
  await expect(page.getByRole('heading', { level: 1, name: 'Earnings' })).toBeVisible();
  await expect(page.getByText('No earnings yet')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payout schedule' })).toBeVisible();
  await expect(
    page.getByText('Automatic payouts are off. Request a payout whenever you like.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Off' })).toBeChecked();

  // Weekly on Friday, paid only once at least £50 is available.
  await page.getByRole('radio', { name: 'Weekly' }).check();
  await page.getByLabel('Day of the week').selectOption('friday');
  await page.getByLabel('Minimum payout (GBP, optional)').fill('50');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Schedule saved.' })).toBeVisible();
  const friday = runDay({ frequency: 'weekly', weekday: 'friday', day_of_month: null });
  await expect(page.getByText(`Next automatic payout: ${friday}`)).toBeVisible();
  await expect(page.getByText('At midnight UTC, for each balance of at least £50.')).toBeVisible();

  // It is kept: after a reload the form shows what was saved.
  await page.reload();
  await expect(page.getByText(`Next automatic payout: ${friday}`)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Weekly' })).toBeChecked();
  await expect(page.getByLabel('Day of the week')).toHaveValue('friday');
  await expect(page.getByLabel('Minimum payout (GBP, optional)')).toHaveValue('50');
  await shoot(page, 'weekly');

  // Below the platform's minimum is refused on the page, and the saved schedule stays.
  await page.getByLabel('Minimum payout (GBP, optional)').fill('5');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByRole('alert')).toHaveText('The minimum cannot be below £10');

  // Monthly on the 15th, no minimum of its own.
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByLabel('Day of the week')).toHaveCount(0);
  await page.getByLabel('Day of the month').selectOption('15');
  await page.getByLabel('Minimum payout (GBP, optional)').fill('');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  const fifteenth = runDay({ frequency: 'monthly', weekday: null, day_of_month: 15 });
  await expect(page.getByText(`Next automatic payout: ${fifteenth}`)).toBeVisible();
  await expect(page.getByText('At midnight UTC, for each balance of at least £10.')).toBeVisible();
  await shoot(page, 'monthly');

  // The API answers the same schedule to the filmmaker, in UTC.
  const { headers } = await apiSession(request, email, DEMO_PASSWORD);
  const schedule = await request.get('/api/rest/v1/payouts/schedule', { headers });
  expect(await schedule.json()).toMatchObject({
    frequency: 'monthly',
    day_of_month: 15,
    minimum_minor: null,
    next_run_at: nextPayoutRun(
      { frequency: 'monthly', weekday: null, day_of_month: 15 },
      new Date(),
    )!.toISOString(),
  });

  await page.getByRole('radio', { name: 'Off' }).check();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(
    page.getByText('Automatic payouts are off. Request a payout whenever you like.'),
  ).toBeVisible();
  await expect(page.getByText(/Next automatic payout/)).toHaveCount(0);
});
