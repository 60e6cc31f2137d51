import { apiSession, DEMO_ADMIN, setUpClient, setUpFilmmaker } from '../support/accounts.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { expect as baseExpect, test } from '../support/test.ts';

// Decision 0093: a client's job page lists the filmmakers who fit, each saying why it ranks where it does,
// and "Hold the top three" pencils them in on the shoot days. The filmmakers are grips of the spec's own
// (no demo account or other spec is a grip), so the matches are theirs alone.

const shoot = screenshotsIn('job-matches-shots');
// Setting up four verified accounts and reading the matches: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 20_000 });

/** Shoot days far ahead and different on every run. */
function runDates(): { start: string; end: string } {
  const start = new Date(Date.UTC(2030, 0, 1) + (Date.now() % 900) * 86_400_000);
  const day = (offset: number) => new Date(start.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  return { start: day(0), end: day(1) };
}

test('a client reads the matches for a job and why, and holds the top three in one step', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const word = `Heron${run}`;
  const domain = 'job-matches.test';
  const clientEmail = `${word.toLowerCase()}.client@${domain}`;
  await setUpClient(request, {
    email: clientEmail,
    password: DEMO_PASSWORD,
    firstName: 'Nia',
    lastName: word,
    company: `${word} Pictures`,
    verifiedBy: DEMO_ADMIN,
  });
  // Three grips in Lisbon: two within the budget (the more experienced first), one over it.
  const grips = [
    { first: 'Ana', last: `Costa${run}`, years: 9, rate: 40_000 },
    { first: 'Rui', last: `Lopes${run}`, years: 4, rate: 45_000 },
    { first: 'Eva', last: `Faria${run}`, years: 12, rate: 90_000 },
  ];
  const nameOf = (grip: (typeof grips)[number]) => `${grip.first} ${grip.last}`;
  for (const grip of grips) {
    const email = `${grip.first.toLowerCase()}.${word.toLowerCase()}@${domain}`;
    await setUpFilmmaker(request, {
      email,
      password: DEMO_PASSWORD,
      firstName: grip.first,
      lastName: grip.last,
      verifiedBy: DEMO_ADMIN,
    });
    const { headers } = await apiSession(request, email, DEMO_PASSWORD);
    const changed = await request.put('/api/rest/v1/profiles/filmmaker/me/professional', {
      headers,
      data: {
        primary_craft: 'grip',
        years_experience: grip.years,
        day_rate_minor: grip.rate,
        currency: 'EUR',
      },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
  }

  // The client's job: a grip for two days in Lisbon, up to €600 a day.
  const { headers } = await apiSession(request, clientEmail, DEMO_PASSWORD);
  const dates = runDates();
  const location = { remote: false, city: 'Lisbon', country: 'PT' };
  const project = await request.post('/api/rest/v1/projects', {
    headers,
    data: {
      title: `${word} river documentary`,
      production_type: 'documentary',
      description: 'Two days on the Tagus for a documentary about the river’s last ferrymen.',
      shoot_dates: [dates],
      location,
      currency: 'EUR',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: string }).id;
  const job = await request.post('/api/rest/v1/jobs', {
    headers,
    data: {
      project_id: projectId,
      title: 'Key grip for two river days',
      craft: 'grip',
      description: 'Rig a small boat for a camera car mount and a slider on the quay.',
      rate_type: 'day',
      rate_min_minor: 30_000,
      rate_max_minor: 60_000,
      currency: 'EUR',
      dates: [dates],
      location,
    },
  });
  expect(job.ok(), await job.text()).toBe(true);
  const jobId = ((await job.json()) as { id: string }).id;

  const page = await freshPage(browser, `10.93.${testInfo.workerIndex}.1`);
  await signIn(page, clientEmail);
  await page.goto(`/client/dashboard/projects/${projectId}/jobs/${jobId}`);
  const matches = page.getByRole('list', { name: 'Matches for this job' });
  await expect(matches.getByRole('link')).toHaveText(grips.map(nameOf));
  const why = page.getByRole('list', { name: `Why ${nameOf(grips[2]!)} ranks here` });
  await expect(why).toContainText('Based in Lisbon, where the shoot is');
  await expect(why).toContainText('Day rate €900, over the budget of €600');
  await page.getByRole('heading', { name: 'Matches' }).scrollIntoViewIfNeeded();
  await shoot(page, 'job-matches');

  await page.getByRole('button', { name: 'Hold the top three' }).click();
  await page.getByRole('button', { name: 'Place the holds' }).click();
  const outcome = page.getByRole('status').filter({ hasText: 'hold placed' });
  for (const grip of grips) await expect(outcome).toContainText(`${nameOf(grip)}: first hold placed`);
  // Held, they are not free on the days any more.
  await expect(
    page.getByText('No verified filmmaker of this craft is free on every shoot day right now.'),
  ).toBeVisible();
  const holds = await request.get('/api/rest/v1/holds', { headers });
  const held = ((await holds.json()) as { items: { title: string; status: string }[] }).items;
  expect(
    held.filter((hold) => hold.title === 'Key grip for two river days').map((hold) => hold.status),
  ).toEqual(['first', 'first', 'first']);
});
