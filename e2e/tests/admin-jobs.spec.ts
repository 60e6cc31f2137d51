import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { apiSession } from '../support/accounts.ts';

const shoot = screenshotsIn('admin-jobs-shots');

/** The demo client posts a published job through the API, as its pages would. */
async function publishedJob(request: APIRequestContext, title: string) {
  const { headers } = await apiSession(request, 'client@reelhire.test', DEMO_PASSWORD);
  const project = await request.post('/api/rest/v1/projects', {
    headers,
    data: {
      title: `${title.split(' ')[0]} coastal commercial`,
      production_type: 'commercial',
      description: 'A thirty-second spot for a cycling brand, shot on the coast.',
      shoot_dates: [{ start: '2027-04-12', end: '2027-04-14' }],
      location: { remote: false, city: 'Brighton', country: 'GB' },
      currency: 'GBP',
    },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: string }).id;
  const job = await request.post('/api/rest/v1/jobs', {
    headers,
    data: {
      project_id: projectId,
      title,
      craft: 'director of photography',
      description: 'Lead the camera department for three days on a coastal commercial shoot.',
      rate_type: 'day',
      rate_min_minor: 60_000,
      rate_max_minor: 80_000,
      dates: [{ start: '2027-04-12', end: '2027-04-14' }],
      location: { remote: false, city: 'Brighton', country: 'GB' },
    },
  });
  expect(job.ok(), await job.text()).toBe(true);
  const jobId = ((await job.json()) as { id: string }).id;
  const published = await request.post(`/api/rest/v1/jobs/${jobId}/publish`, { headers });
  expect(published.ok(), await published.text()).toBe(true);
  return { projectId, jobId };
}

test('an admin finds a client’s job by search, unpublishes it with a reason, and the client reads the reason', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const word = `Osprey${Date.now().toString(36)}`;
  const title = `${word} director of photography`;
  const reason = 'The day rate is below the crew minimum for a commercial; please raise it to at least £650.';
  const net = `10.81.${testInfo.workerIndex}`;
  const { projectId, jobId } = await publishedJob(request, title);

  // The admin searches the list of every job and finds it.
  const admin = await freshPage(browser, `${net}.1`);
  await signIn(admin, 'admin@reelhire.test');
  await admin.goto('/admin/jobs');
  await expect(admin.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
  await expect(admin.getByRole('list', { name: 'Jobs' }).getByRole('listitem').first()).toBeVisible();
  await shoot(admin, '01-admin-jobs');
  await admin.getByRole('searchbox').fill(word);
  await expect(admin).toHaveURL(new RegExp(`/admin/jobs\\?q=${word}$`));
  const rows = admin.getByRole('list', { name: 'Jobs' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row.getByRole('heading', { name: title })).toBeVisible();
  await expect(row.getByText('Northlight Studios', { exact: true })).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await shoot(admin, '02-admin-jobs-search');

  // View shows it as filmmakers read it.
  await row.getByRole('button', { name: `View ${title}` }).click();
  const view = admin.getByRole('dialog', { name: title });
  await expect(view.getByText('£600 – £800 / day')).toBeVisible();
  await shoot(admin, '02b-admin-job-view', false);
  await admin.keyboard.press('Escape');
  await expect(view).toBeHidden();

  // Its edit page: whose job it is, its state and the job form.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/jobs/${jobId}/edit$`));
  await expect(admin.getByLabel('Job title')).toHaveValue(title);
  await shoot(admin, '03-admin-edit-job-published');
  await admin.goBack();
  await expect(rows).toHaveCount(1);

  // A reason is required before it goes.
  await row.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Unpublish job' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Give the client a reason, so they know what to fix.');
  await dialog.getByLabel('Reason for the client').fill(reason);
  await shoot(admin, '04-admin-unpublish-dialog', false);
  await dialog.getByRole('button', { name: 'Unpublish job' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(row.getByText(reason)).toBeVisible();
  // The toast has said its piece; the shots show the page under it.
  await expect(admin.getByText('Job unpublished')).toBeHidden({ timeout: 15_000 });
  await shoot(admin, '05-admin-jobs-unpublished');

  // The edit page shows the reason too.
  await row.getByRole('link', { name: `Edit ${title}` }).click();
  await expect(admin.getByText(reason)).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Unpublish' })).toBeHidden();
  await shoot(admin, '06-admin-edit-job-unpublished');

  // The client reads the reason on their job.
  const client = await freshPage(browser, `${net}.2`);
  await signIn(client, 'client@reelhire.test');
  await client.goto(`/client/dashboard/projects/${projectId}/jobs/${jobId}`);
  const notice = client.getByRole('alert').filter({ hasText: 'Reelhire unpublished this job' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(reason);
  await shoot(client, '07-client-job-unpublished');
});
