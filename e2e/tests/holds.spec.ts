import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { apiSession } from '../support/accounts.ts';

// Decision 0035: film-style holds. Client A first-holds Maya's days, client B (the 'both' account's
// company) second-holds the same day, A releases, B sees their hold moved up with its own deadline and
// confirms it as a booking request; Maya sees her holds date by date and frees another one.

const shoot = screenshotsIn('holds-shots');

/** One hold in a client's list, by its title: the demo clients hold other days in other specs too. */
const holdIn = (list: Locator, title: string) => list.getByRole('listitem').filter({ hasText: title });

const session = (request: APIRequestContext, email: string) => apiSession(request, email, DEMO_PASSWORD);

/** Days far enough ahead and different on every run, so a kept database never collides. */
function runDates(): string[] {
  const start = new Date(Date.UTC(2029, 0, 1) + (Date.now() % 600) * 86_400_000);
  return [0, 1, 2].map((offset) =>
    new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10),
  );
}

test('a first hold, a second behind it, a release, a promotion, a confirmation and the filmmaker freeing a day', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const net = `10.83.${testInfo.workerIndex}`;
  const [day1, day2, day3] = runDates();
  const maya = await session(request, 'filmmaker@reelhire.test');
  const mayaRecord = await request.get(`/api/rest/v1/filmmakers?user_id=${maya.userId}`, {
    headers: maya.headers,
  });
  const filmmakerId = ((await mayaRecord.json()) as { id: string }[])[0]!.id;
  const clientA = await session(request, 'client@reelhire.test');
  const clientB = await session(request, 'both@reelhire.test');
  const terms = (title: string, dates: string[]) => ({
    filmmaker_id: filmmakerId,
    days: dates.map((date) => ({ date, part: 'full' })),
    title,
    brief: 'A coastal spot for a cycling brand.',
    location: { remote: false, city: 'Brighton', country: 'GB' },
    currency: 'GBP',
    amount_minor: 130_000,
  });

  // A first-holds two days; B second-holds the first of them; A also first-holds a third day.
  const place = async (who: typeof clientA, body: unknown) => {
    const response = await request.post('/api/rest/v1/holds', { headers: who.headers, data: body });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string; status: string };
  };
  const aHold = await place(clientA, terms('Northlight coastal spot', [day1!, day2!]));
  expect(aHold.status).toBe('first');
  const bHold = await place(clientB, terms('Rivera river series', [day1!]));
  expect(bHold.status).toBe('second');
  const aOther = await place(clientA, terms('Northlight pickup day', [day3!]));
  expect(aOther.status).toBe('first');

  // Client A sees both first holds on their dashboard and releases the two-day one.
  const a = await freshPage(browser, `${net}.1`);
  await signIn(a, 'client@reelhire.test');
  await a.goto('/client/dashboard');
  const aList = a.getByRole('list', { name: 'Your holds' });
  await expect(aList.getByText('“Northlight coastal spot” · £1,300')).toBeVisible();
  await expect(
    a
      .getByRole('link', { name: /Confirm or release the hold.*“Northlight coastal spot” · Maya Okafor/ })
      .first(),
  ).toBeVisible();
  await shoot(a, '01-client-a-holds');
  await a.getByRole('button', { name: 'Release the hold “Northlight coastal spot” (Maya Okafor)' }).click();
  const dialog = a.getByRole('dialog', { name: 'Release this hold?' });
  await dialog.getByLabel('Reason (optional)').fill('The shoot moved to spring');
  await dialog.getByRole('button', { name: 'Release hold' }).click();
  await expect(dialog).toBeHidden();
  await expect(holdIn(aList, 'Northlight coastal spot').getByText('Released by you')).toBeVisible();

  // Client B's hold moved up: first, with its own deadline; B confirms it as a booking request.
  const b = await freshPage(browser, `${net}.2`);
  await signIn(b, 'both@reelhire.test');
  await b.goto('/client/dashboard');
  const bList = b.getByRole('list', { name: 'Your holds' });
  await expect(
    holdIn(bList, 'Rivera river series').getByText(
      /Moved up to first\. Confirm or release by .*\(2 days 23 hours left\)/,
    ),
  ).toBeVisible();
  await expect(
    b.getByRole('link', {
      name: /Confirm or release the hold.*Your hold moved up to first · “Rivera river series” · Maya Okafor/,
    }),
  ).toBeVisible();
  await shoot(b, '02-client-b-promoted');
  await b.getByRole('button', { name: 'Confirm the hold “Rivera river series” (Maya Okafor)' }).click();
  const confirm = b.getByRole('dialog', { name: 'Confirm this hold?' });
  await confirm.getByRole('button', { name: 'Send booking request' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    holdIn(bList, 'Rivera river series').getByText(
      'Confirmed: sent to Maya Okafor as a booking request, waiting for their answer',
    ),
  ).toBeVisible();

  // The booking request is there for Maya, with the hold's terms.
  const bookings = await request.get('/api/rest/v1/bookings?as=filmmaker', { headers: maya.headers });
  const requested = ((await bookings.json()) as { items: { title: string; status: string }[] }).items;
  expect(requested).toContainEqual(
    expect.objectContaining({ title: 'Rivera river series', status: 'requested' }),
  );

  // Maya sees her holds date by date and frees A's pickup day.
  const m = await freshPage(browser, `${net}.3`);
  await signIn(m, 'filmmaker@reelhire.test');
  await m.goto('/filmmaker/dashboard/bookings');
  await expect(m.getByRole('heading', { name: 'Holds on your dates' })).toBeVisible();
  const pickup = m
    .getByRole('list', { name: new RegExp(`^Holds on `) })
    .filter({ hasText: 'Northlight pickup day' });
  await expect(pickup.getByText('1st hold')).toBeVisible();
  await shoot(m, '03-filmmaker-holds');
  await pickup.getByRole('button', { name: /Release the hold “Northlight pickup day”/ }).click();
  const free = m.getByRole('dialog', { name: 'Release this hold?' });
  await shoot(m, '04-filmmaker-release-dialog', false);
  await free.getByRole('button', { name: 'Release hold' }).click();
  await expect(free).toBeHidden();
  await expect(m.getByText('Northlight pickup day')).toBeHidden();

  // A reads that Maya freed it.
  await a.reload();
  await expect(holdIn(aList, 'Northlight pickup day').getByText('Released by the filmmaker')).toBeVisible();
  await shoot(a, '05-client-a-after');
});
