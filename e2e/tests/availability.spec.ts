import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Kwame Asante: a set-up demo filmmaker no other spec signs in as, so his calendar is this test's alone.
const KWAME = 'kwame.asante@reelhire.test';
const shoot = screenshotsIn('availability-shots');

/** The ISO date of `day` in the month `months` after this one (UTC, as the calendar counts). */
function dayIn(months: number, day: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, day)).toISOString().slice(0, 10);
}
const dayButton = (date: string) => `[data-date="${date}"]`;

test('a filmmaker marks days unavailable; the portfolio shows them busy and the search leaves him out', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const net = `10.83.${testInfo.workerIndex}`;
  const marked = dayIn(2, 10);
  const halfMarked = dayIn(2, 11);
  const free = dayIn(2, 12);

  // Kwame marks the 10th whole and the morning of the 11th, two months ahead.
  const kwame = await freshPage(browser, `${net}.1`);
  await signIn(kwame, KWAME);
  await kwame.goto('/filmmaker/dashboard/account');
  await kwame.getByRole('tab', { name: 'Availability' }).click();
  const next = kwame.getByRole('button', { name: 'Next month' });
  await next.click();
  await next.click();
  await kwame.getByLabel('Private note (only you see it)').fill('Festival jury');
  await kwame.locator(dayButton(marked)).click();
  await expect(kwame.getByRole('status')).toContainText('is marked unavailable');
  await kwame.getByText('Morning', { exact: true }).click();
  await kwame.locator(dayButton(halfMarked)).click();
  await expect(kwame.getByRole('status')).toContainText('(morning) is marked unavailable');
  await expect(kwame.locator(dayButton(marked))).toHaveAttribute('aria-label', /: unavailable$/);
  await expect(kwame.locator(dayButton(halfMarked))).toHaveAttribute(
    'aria-label',
    /morning unavailable, afternoon free$/,
  );
  // The note is his alone, shown with the day he chose.
  await kwame.locator(dayButton(marked)).focus();
  await expect(kwame.getByText('Unavailable: Festival jury')).toBeVisible();
  await shoot(kwame, 'account-calendar');

  // A visitor sees the same days busy on his public portfolio, without the note.
  const visitor = await freshPage(browser, `${net}.2`);
  await visitor.goto('/portfolio/kwame-asante');
  // The portfolio and its calendar are two reads; give a loaded machine time for both.
  await expect(visitor.getByRole('heading', { name: 'Availability' })).toBeVisible({ timeout: 30_000 });
  const visitorNext = visitor.getByRole('button', { name: 'Next month' });
  await visitorNext.click();
  await visitorNext.click();
  await expect(visitor.locator(dayButton(marked))).toHaveAttribute('aria-label', /: unavailable$/);
  await expect(visitor.locator(dayButton(halfMarked))).toHaveAttribute(
    'aria-label',
    /morning unavailable, afternoon free$/,
  );
  await expect(visitor.locator(dayButton(free))).toHaveAttribute('aria-label', /: free$/);
  await expect(visitor.getByText('Festival jury')).toHaveCount(0);
  await visitor.locator(dayButton(marked)).scrollIntoViewIfNeeded();
  await shoot(visitor, 'portfolio-calendar');

  // The talent search: with a busy date he is left out, with a free one he is in.
  await visitor.goto('/talent');
  await expect(visitor.getByRole('link', { name: /Kwame Asante/ }).first()).toBeVisible({ timeout: 30_000 });
  await visitor.getByLabel('A date they must be free on').fill(marked);
  await visitor.getByRole('button', { name: 'Add date' }).click();
  await expect(visitor).toHaveURL(new RegExp(`available_on=${marked}`));
  await expect(visitor.getByRole('list', { name: 'Dates they must be free on' })).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Kwame Asante/ })).toHaveCount(0);
  await expect(visitor.getByRole('link', { name: /Maya Okafor/ }).first()).toBeVisible();
  await shoot(visitor, 'search-filter');

  await visitor.goto(`/talent?available_on=${halfMarked}`);
  await expect(visitor.getByRole('link', { name: /Maya Okafor/ }).first()).toBeVisible();
  await expect(visitor.getByRole('link', { name: /Kwame Asante/ })).toHaveCount(0);
  await visitor.goto(`/talent?available_on=${free}`);
  await expect(visitor.getByRole('link', { name: /Kwame Asante/ }).first()).toBeVisible();
});
