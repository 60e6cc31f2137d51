import { apiSession, DEMO_ADMIN, setUpFilmmaker } from '../support/accounts.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0062: a filmmaker with the dashboard open hears of an offer the moment the client sends it: the
// bell's count goes up without a reload and its entry opens the offer. An admin publishes an announcement
// for clients only: a client's dashboard shows the banner, a filmmaker's does not; the admin then ends it.

const shoot = screenshotsIn('notifications-shots');
const expect = baseExpect.configure({ timeout: 20_000 });

/** The bell's unread count as its button names it. */
async function unreadOf(label: string | null): Promise<number> {
  const match = /(\d+) unread/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

test('an offer rings the filmmaker’s bell live; a clients-only announcement reaches clients only', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const net = `10.91.${testInfo.workerIndex}`;
  const stamp = Date.now().toString(36);
  const title = `Osprey${stamp} camera for a launch film`;

  // The filmmaker, verified and of this spec's own (a demo filmmaker's bell rings for other specs' offers
  // too), has their dashboard open.
  const lastName = `Osprey${stamp}`;
  const email = `${lastName.toLowerCase()}@reelhire.test`;
  const filmmakerId = await setUpFilmmaker(request, {
    email,
    password: DEMO_PASSWORD,
    firstName: 'Maya',
    lastName,
    verifiedBy: DEMO_ADMIN,
  });
  const maya = await freshPage(browser, `${net}.1`);
  await signIn(maya, email);
  // The first count arrives before it is read.
  const counted = maya.waitForResponse((response) => response.url().includes('/notifications/unread-count'));
  await maya.goto('/filmmaker/dashboard');
  const bell = maya.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  await counted;
  const before = await unreadOf(await bell.getAttribute('aria-label'));

  // The client sends her a direct offer on a new job, through the API as its pages would.
  const client = await apiSession(request, 'client@reelhire.test', DEMO_PASSWORD);
  const project = await request.post('/api/rest/v1/projects', {
    headers: client.headers,
    data: {
      title: `Osprey${stamp} launch`,
      production_type: 'commercial',
      description: 'A one-minute launch film for a new bicycle.',
      shoot_dates: [{ start: '2028-05-08', end: '2028-05-09' }],
      location: { remote: false, city: 'London', country: 'GB' },
      currency: 'GBP',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: string }).id;
  const job = await request.post('/api/rest/v1/jobs', {
    headers: client.headers,
    data: {
      project_id: projectId,
      title,
      craft: 'director of photography',
      description: 'Light and shoot two days for a launch film with a small crew.',
      rate_type: 'day',
      rate_min_minor: 60_000,
      rate_max_minor: 80_000,
      dates: [{ start: '2028-05-08', end: '2028-05-09' }],
      location: { remote: false, city: 'London', country: 'GB' },
    },
  });
  expect(job.ok(), await job.text()).toBe(true);
  const jobId = ((await job.json()) as { id: string }).id;
  expect((await request.post(`/api/rest/v1/jobs/${jobId}/publish`, { headers: client.headers })).ok()).toBe(
    true,
  );
  const offer = await request.post('/api/rest/v1/offers', {
    headers: client.headers,
    data: {
      job_id: jobId,
      filmmaker_id: filmmakerId,
      message: 'We loved your reel: two days in May?',
      terms: {
        amount_minor: 140_000,
        rate_type: 'day',
        units: 2,
        start_date: '2028-05-08',
        end_date: '2028-05-09',
        deliverables: 'Two shoot days; rushes delivered the same evening.',
        milestones: [{ title: 'Shoot days', amount_minor: 140_000, due_date: '2028-05-09' }],
        revisions_included: 1,
        kill_fee_percent: 50,
        cancellation_terms: 'Half the fee within 48 hours of the shoot.',
        usage_rights: 'Worldwide, all media, in perpetuity.',
      },
    },
  });
  expect(offer.status(), await offer.text()).toBe(201);
  const applicationId = ((await offer.json()) as { application_id: string }).application_id;

  // Without a reload, the bell counts it (at least one more: a new account may hear of other things at the
  // same moment); its entry opens the offer.
  await expect
    .poll(async () => unreadOf(await bell.getAttribute('aria-label')), { timeout: 20_000 })
    .toBeGreaterThan(before);
  await shoot(maya, '01-filmmaker-bell-count');
  await bell.click();
  const entry = maya.getByRole('menuitem', { name: /Accept, decline or counter the offer/ }).first();
  await expect(entry).toHaveAttribute('href', `/filmmaker/dashboard/contract/${applicationId}`);
  await expect(entry).toContainText(title);
  await shoot(maya, '02-filmmaker-bell-open');
  await entry.click();
  await expect(maya).toHaveURL(new RegExp(`/filmmaker/dashboard/contract/${applicationId}$`));
  // Opened, it is read.
  const mayaApi = await apiSession(request, email, DEMO_PASSWORD);
  await expect
    .poll(async () => {
      const response = await request.get('/api/rest/v1/notifications?limit=100', {
        headers: mayaApi.headers,
      });
      const page = (await response.json()) as { items: { link: string; read_at: string | null }[] };
      return page.items.find((item) => item.link === `/filmmaker/dashboard/contract/${applicationId}`)
        ?.read_at;
    })
    .toBeTruthy();

  // An admin publishes an announcement for clients only.
  const announcement = `Osprey${stamp}: the new payment page is live`;
  const admin = await freshPage(browser, `${net}.2`);
  await signIn(admin, 'admin@reelhire.test');
  await admin.goto('/admin/announcements');
  await admin.getByLabel('Title').fill(announcement);
  await admin.getByLabel('Message').fill('Pay a milestone by card or from your wallet in one step.');
  await admin.getByLabel('Audience').selectOption('clients');
  await admin.getByRole('button', { name: 'Publish' }).click();
  const listed = admin.getByRole('listitem').filter({ hasText: announcement });
  await expect(listed).toContainText('Live');
  await shoot(admin, '03-admin-announcements');

  // A client sees it on their dashboard; the filmmaker does not.
  const clientPage = await freshPage(browser, `${net}.3`);
  await signIn(clientPage, 'client@reelhire.test');
  await clientPage.goto('/client/dashboard');
  const banner = clientPage.getByRole('region', { name: `Announcement: ${announcement}` });
  await expect(banner).toBeVisible();
  await shoot(clientPage, '04-client-banner');
  await maya.goto('/filmmaker/dashboard');
  await expect(maya.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(maya.getByRole('region', { name: `Announcement: ${announcement}` })).toHaveCount(0);

  // The client dismisses it; the admin ends it so no other run's clients see it.
  await banner.getByRole('button', { name: `Dismiss announcement: ${announcement}` }).click();
  await expect(banner).toHaveCount(0);
  await listed.getByRole('button', { name: 'End now' }).click();
  await expect(listed).toContainText('Ended');
});
