import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import ICAL from 'ical.js';
import { apiSession, setUpHiringPair } from '../support/accounts.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// Decision 0092: a filmmaker subscribes to her Reelhire calendar (the feed a calendar app reads shows the
// hold a client placed), adds an outside calendar whose busy day then shows unavailable on her calendar,
// and renews her address, which kills the old one.

const shoot = screenshotsIn('calendar-feeds-shots');
// Each step waits on the server's answer, and adding a calendar fetches it first: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** The ISO date of `day` in the month `months` after this one (UTC, as the calendar counts). */
function dayIn(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day)).toISOString().slice(0, 10);
}

test('a filmmaker subscribes to her bookings and holds, and an outside calendar blocks her days', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const net = `10.92.${testInfo.workerIndex}`;
  const word = `Wren${Date.now().toString(36)}`;
  const { clientEmail, company, filmmakerEmail } = await setUpHiringPair(request, {
    word,
    domain: 'calendar-feeds.test',
  });
  const held = dayIn(2, 20);
  const busy = dayIn(2, 9);

  // The client pencils a day of Maya's.
  const maya = await apiSession(request, filmmakerEmail, DEMO_PASSWORD);
  const record = await request.get(`/api/rest/v1/filmmakers?user_id=${maya.userId}`, {
    headers: maya.headers,
  });
  const filmmakerId = ((await record.json()) as { id: string }[])[0]!.id;
  const client = await apiSession(request, clientEmail, DEMO_PASSWORD);
  const hold = await request.post('/api/rest/v1/holds', {
    headers: client.headers,
    data: {
      filmmaker_id: filmmakerId,
      days: [{ date: held, part: 'full' }],
      title: 'Harbour night shoot',
      brief: 'Two cameras on the quay after dark.',
      location: { remote: false, city: 'Lisbon', country: 'PT' },
      currency: 'EUR',
      amount_minor: 90_000,
    },
  });
  expect(hold.status(), await hold.text()).toBe(201);

  // An outside calendar she keeps elsewhere, served on this machine: busy all day on `busy`.
  const outside = createServer((_, response) => {
    response
      .writeHead(200, { 'content-type': 'text/calendar' })
      .end(
        [
          'BEGIN:VCALENDAR',
          'VERSION:2.0',
          'PRODID:-//Test//Studio diary//EN',
          'BEGIN:VEVENT',
          'UID:festival@example.com',
          'DTSTAMP:20261101T000000Z',
          `DTSTART;VALUE=DATE:${busy.replaceAll('-', '')}`,
          'SUMMARY:Festival jury',
          'END:VEVENT',
          'END:VCALENDAR',
          '',
        ].join('\r\n'),
      );
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  try {
    const page = await freshPage(browser, `${net}.1`);
    await signIn(page, filmmakerEmail);
    await page.goto('/filmmaker/dashboard/account');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByText('Your calendar feed is off')).toBeVisible();
    await page.getByRole('button', { name: 'Turn on the calendar feed' }).click();
    const addressBox = page.getByLabel('Your private calendar address');
    await expect(addressBox).toHaveValue(/\/api\/calendar\/.+\.ics$/);
    const address = await addressBox.inputValue();
    await expect(page.getByText('No calendar app has read it yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Subscribe in your calendar app' })).toHaveAttribute(
      'href',
      address.replace(/^http:/, 'webcal:'),
    );

    // A calendar app reads it without any of our headers, and finds the hold.
    const feed = await request.get(address, { headers: {} });
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    expect(events.map((event) => String(event.getFirstPropertyValue('summary')))).toEqual([
      `First hold: Harbour night shoot · ${company}`,
    ]);
    expect(String(events[0]!.getFirstPropertyValue('dtstart'))).toBe(held);
    await page.reload();
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByText(/A calendar app last read it/)).toBeVisible();

    // She adds her outside calendar; its busy day is counted at once.
    const port = (outside.address() as AddressInfo).port;
    await page.getByLabel('Name', { exact: true }).fill('Studio diary');
    await page.getByLabel('iCalendar address').fill(`http://127.0.0.1:${port}/private-token/basic.ics`);
    await page.getByRole('button', { name: 'Add the calendar' }).click();
    const row = page.getByRole('list', { name: 'Your outside calendars' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Studio diary');
    await expect(row).toContainText('Blocks 1 day or half day in the coming year.');
    // The address is a password to that calendar: only its host is shown back.
    await expect(page.getByText('private-token')).toHaveCount(0);
    await shoot(page, 'calendar-tab');

    // Her availability calendar shows the day unavailable, and says which calendar blocks it.
    await page.getByRole('tab', { name: 'Availability' }).click();
    const next = page.getByRole('button', { name: 'Next month' });
    await next.click();
    await next.click();
    const day = page.locator(`[data-date="${busy}"]`);
    await expect(day).toHaveAttribute('aria-label', /: unavailable$/);
    await day.focus();
    await expect(page.getByText('Busy in Studio diary')).toBeVisible();

    // Renewing the address kills the old one at once.
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Renew the address' }).click();
    await expect(page.getByText('Calendars subscribed to the old address stop updating')).toBeVisible();
    await page.getByRole('button', { name: 'Make a new address' }).click();
    await expect(addressBox).not.toHaveValue(address);
    expect((await request.get(address, { headers: {} })).status()).toBe(404);
    expect((await request.get(await addressBox.inputValue(), { headers: {} })).status()).toBe(200);

    // Removing the outside calendar frees the day.
    await page.getByRole('button', { name: 'Remove Studio diary' }).click();
    await expect(page.getByText('No outside calendars yet.')).toBeVisible();
  } finally {
    await new Promise((resolve) => outside.close(resolve));
  }
});
