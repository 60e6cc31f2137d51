import { expect, test } from '../support/test.ts';
import { freshPage, hireThroughOffer, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0057: the filmmaker hired for a job still opens it once it is filled, and a second application
// to a job with other terms points to the first instead of vanishing.

const shoot = screenshotsIn('job-parties-shots');

test('the hired filmmaker opens their filled job and sees it takes no more applications', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const net = `10.57.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  await signIn(client, 'client@reelhire.test');
  await signIn(maya, 'filmmaker@reelhire.test');
  const { jobId, title } = await hireThroughOffer(client, maya, {
    word: `Filled${Date.now().toString(36)}`,
  });

  await maya.goto(`/filmmaker/dashboard/jobs/${jobId}`);
  await expect(maya.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
  await expect(
    maya.getByText('This job has been filled, so it is no longer taking applications.'),
  ).toBeVisible();
  await expect(maya.getByRole('link', { name: 'Apply', exact: true })).toHaveCount(0);
  await shoot(maya, '01-filled-job');

  await maya.goto(`/filmmaker/dashboard/jobs/${jobId}/apply`);
  await expect(maya.getByText('This job is not taking applications')).toBeVisible({ timeout: 20_000 });
  await expect(maya.getByRole('heading', { name: title })).toBeVisible();
  await shoot(maya, '02-filled-apply');
});

test('a second application with a new message points to the first one', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const lena = await freshPage(browser, `10.58.${testInfo.workerIndex}.1`);
  await signIn(lena, 'lena.fischer@reelhire.test');
  // The demo has Lena's application to the editor job already. She searches for it: other specs publish
  // editor jobs at the same time, which rank beside it and could push it off the first page of all jobs.
  await lena.goto('/filmmaker/dashboard/jobs');
  const search = lena.getByLabel('Search jobs by title, craft or words in the description');
  await search.fill('three social cut-downs');
  await search.press('Enter');
  // The search is in the address before a result is opened, so a late filter update cannot undo the click.
  await expect(lena).toHaveURL(/[?&]q=three(\+|%20)social/);
  await lena
    .getByRole('list', { name: 'Jobs' })
    .getByRole('link', { name: /Editor for a brand film and three social cut-downs/ })
    .first()
    .click();
  await lena.getByRole('link', { name: 'Apply', exact: true }).click();
  await expect(lena).toHaveURL(/\/apply$/);
  await lena
    .getByLabel('Message to the client')
    .fill('A second go with a new message and a lower rate, to see what happens.');
  await lena.getByLabel(/Your rate/).fill('450');
  await lena.getByRole('radio').first().check();
  await lena.getByRole('button', { name: 'Send application' }).click();
  const alert = lena.getByRole('alert');
  await expect(alert).toContainText('You have already applied to this job', { timeout: 20_000 });
  await shoot(lena, '03-already-applied');
  await alert.getByRole('link', { name: 'Open your application' }).click();
  await expect(lena).toHaveURL(/\/filmmaker\/dashboard\/applications\/[0-9a-f-]{36}$/);
  await expect(lena.getByText(/A second go with a new message/)).toHaveCount(0);
});
