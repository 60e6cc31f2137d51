import { readMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

const shoot = screenshotsIn('hiring-shots');

test('a client posts a job, two filmmakers apply, one is hired through an offer and a counter', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const word = `Kestrel${stamp}`;
  const title = `${word} camera for a brand film`;
  const net = `10.79.${testInfo.workerIndex}`;

  const client = await freshPage(browser, `${net}.1`);
  const maya = await freshPage(browser, `${net}.2`);
  const lena = await freshPage(browser, `${net}.3`);
  const clientMailBefore = (await readMailbox(request, 'client@reelhire.test')).length;
  const mayaMailBefore = (await readMailbox(request, 'filmmaker@reelhire.test')).length;
  const lenaMailBefore = (await readMailbox(request, 'lena.fischer@reelhire.test')).length;

  // The client creates a project.
  await signIn(client, 'client@reelhire.test');
  await client.goto('/client/dashboard/projects/create');
  await client.getByLabel('Project title').fill(`${word} spring campaign`);
  await client.getByLabel('Production type').selectOption('commercial');
  await client
    .getByLabel('Description')
    .fill('A one-minute brand film for a spring campaign, shot in London.');
  await client.getByLabel('City').fill('London');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByLabel('Budget').fill('8000');
  await shoot(client, '01-client-project-create');
  await client.getByRole('button', { name: /Create project/ }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/projects\/[0-9a-f-]{36}$/);
  const projectPath = new URL(client.url()).pathname;
  await shoot(client, '02-client-project');

  // A job in it, published.
  await client.goto(`${projectPath}/add-job`);
  await client.getByLabel('Job title').fill(title);
  await client.getByLabel('Craft').selectOption('director of photography');
  await client
    .getByLabel('Description', { exact: true })
    .fill('Light and shoot two days on an ARRI Alexa Mini with a small crew.');
  await client.getByLabel('Rate type').selectOption('fixed');
  await client.getByLabel(/Lowest rate/).fill('3000');
  await client.getByLabel(/Highest rate/).fill('4000');
  await client.getByLabel('City').fill('London');
  await client.getByLabel('Country').selectOption('GB');
  await shoot(client, '03-client-add-job');
  await client.getByRole('button', { name: 'Save and publish' }).click();
  await expect(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobPath = new URL(client.url()).pathname;
  const jobId = jobPath.split('/').at(-1)!;
  await shoot(client, '04-client-job-published');

  // Both filmmakers find it through the search and apply.
  for (const [page, email, who] of [
    [maya, 'filmmaker@reelhire.test', 'maya'],
    [lena, 'lena.fischer@reelhire.test', 'lena'],
  ] as const) {
    await signIn(page, email);
    await page.goto('/filmmaker/dashboard/jobs');
    await page.getByLabel('Search jobs by title, craft or words in the description').fill(word);
    await page.getByLabel('Search jobs by title, craft or words in the description').press('Enter');
    // The search is in the address before a result is opened, so a late filter update cannot undo the click.
    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`));
    const result = page.getByRole('list', { name: 'Jobs' }).getByRole('link', { name: title });
    await expect(result).toBeVisible();
    await shoot(page, `05-${who}-job-search`);
    await result.click();
    await expect(page).toHaveURL(new RegExp(`/filmmaker/dashboard/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await shoot(page, `06-${who}-job`);
    await page.getByRole('link', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/\/apply$/);
    await page
      .getByLabel('Message to the client')
      .fill(
        who === 'maya'
          ? 'I shot three spring campaigns last year on the Alexa Mini; happy to bring my own lenses.'
          : 'I can shoot and then grade it myself, which keeps the look consistent end to end.',
      );
    await page.getByLabel(/Your rate/).fill(who === 'maya' ? '3800' : '3500');
    await page.getByRole('radio').first().check();
    await shoot(page, `07-${who}-apply`);
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(/application-submitted/);
    await shoot(page, `08-${who}-application-submitted`);
  }

  // The client opens the job and sees both applicants.
  await client.goto(jobPath);
  const applicants = client.getByRole('list', { name: 'Applicants' });
  await expect(applicants.getByRole('link')).toHaveCount(2);
  await expect(applicants.getByRole('link', { name: /Maya Okafor/ })).toBeVisible();
  await expect(applicants.getByRole('link', { name: /Lena Fischer/ })).toBeVisible();
  await shoot(client, '09-client-job-applicants');

  // Lena is rejected with a note.
  await applicants.getByRole('link', { name: /Lena Fischer/ }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Lena Fischer' })).toBeVisible();
  await shoot(client, '10-client-applicant-lena');
  await client.getByRole('button', { name: 'Reject', exact: true }).click();
  const rejectDialog = client.getByRole('dialog');
  await rejectDialog
    .getByLabel('Note to the filmmaker (optional)')
    .fill('We went with a DoP who has shot in this studio before; your grading reel was lovely.');
  await shoot(client, '11-client-reject-dialog');
  await rejectDialog.getByRole('button', { name: 'Reject' }).click();
  await expect(rejectDialog).toBeHidden();

  // Maya is shortlisted.
  await client.goto(jobPath);
  await applicants.getByRole('link', { name: /Maya Okafor/ }).click();
  await expect(client.getByRole('heading', { level: 1, name: 'Maya Okafor' })).toBeVisible();
  await client.getByRole('button', { name: 'Shortlist' }).click();
  await expect(client.getByText('Maya is on your shortlist')).toBeVisible();
  await shoot(client, '12-client-applicant-maya-shortlisted');

  // Lena reads a kind rejection with the note.
  await lena.goto('/filmmaker/dashboard/applications');
  await shoot(lena, '13-lena-applications');
  await lena
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(lena.getByText('Not selected this time').first()).toBeVisible();
  await expect(lena.getByText(/your grading reel was lovely/).first()).toBeVisible();
  await shoot(lena, '14-lena-application-rejected');

  // The client sends an offer with two milestones.
  await client.getByRole('link', { name: 'Make an offer' }).click();
  await expect(client).toHaveURL(/\/contract\?application=/);
  await client.getByLabel('Amount (GBP)').fill('3600');
  await client.getByLabel('Start date').fill('2027-05-10');
  await client.getByLabel('End date').fill('2027-05-11');
  await client.getByLabel('Deliverables').fill('Two shoot days; rushes delivered on drives the day after.');
  await client.getByLabel('Milestone 1 title').fill('Shoot days');
  await client.getByLabel('Milestone 1 amount').fill('2000');
  await client.getByLabel('Milestone 1 due').fill('2027-05-11');
  await client.getByRole('button', { name: 'Add a milestone' }).click();
  await client.getByLabel('Milestone 2 title').fill('Rushes delivered');
  await client.getByLabel('Milestone 2 amount').fill('1600');
  await client.getByLabel('Milestone 2 due').fill('2027-05-12');
  await client.getByLabel('Usage rights').fill('Worldwide, all media, in perpetuity.');
  await shoot(client, '15-client-offer-form');
  await client.getByRole('button', { name: 'Send offer' }).click();
  await expect(client.getByText(/Waiting for the filmmaker to answer/)).toBeVisible();
  await shoot(client, '16-client-offer-sent');

  // Maya counters with a higher amount, the milestones adjusted.
  await maya.goto('/filmmaker/dashboard/applications');
  await shoot(maya, '17-maya-applications');
  await maya
    .getByRole('link', { name: new RegExp(title) })
    .first()
    .click();
  await expect(maya).toHaveURL(/\/filmmaker\/dashboard\/applications\/[0-9a-f-]{36}$/);
  const applicationId = maya.url().split('/').at(-1)!;
  await shoot(maya, '18-maya-application-offered');
  // Her dashboard home lists the offer to answer and leads to it.
  await maya.goto('/filmmaker/dashboard');
  const mayaTodo = maya.getByRole('list', { name: 'Needs your attention' });
  await expect(
    mayaTodo.getByRole('link', {
      name: new RegExp(`Accept, decline or counter the offer.*“${title}” · Northlight Studios`),
    }),
  ).toBeVisible();
  await shoot(maya, '19-maya-dashboard');
  await mayaTodo
    .getByRole('link', {
      name: new RegExp(`Accept, decline or counter the offer.*“${title}” · Northlight Studios`),
    })
    .click();
  await expect(maya).toHaveURL(new RegExp(`/filmmaker/dashboard/contract/${applicationId}$`));
  await expect(maya.getByText('£3,600').first()).toBeVisible();
  await shoot(maya, '20-maya-offer');
  await maya.getByRole('button', { name: 'Counter' }).click();
  await maya.getByLabel('Amount (GBP)').fill('4000');
  await maya.getByLabel('Milestone 1 amount').fill('2200');
  await maya.getByLabel('Milestone 2 amount').fill('1800');
  await maya
    .getByLabel('Message to the client (optional)')
    .fill('My lenses and a focus puller are included at this price.');
  await shoot(maya, '21-maya-counter-form');
  await maya.getByRole('button', { name: 'Send counter' }).click();
  await expect(maya.getByText(/Waiting for the client to answer/)).toBeVisible();

  // The client's dashboard home lists the counter; it leads to the offer, the differences marked.
  await client.goto('/client/dashboard');
  const clientTodo = client.getByRole('list', { name: 'Needs your attention' });
  await expect(
    clientTodo.getByRole('link', { name: new RegExp(`Answer the counter-offer.*“${title}” · Maya Okafor`) }),
  ).toBeVisible();
  await shoot(client, '21-client-dashboard');
  await clientTodo
    .getByRole('link', { name: new RegExp(`Answer the counter-offer.*“${title}” · Maya Okafor`) })
    .click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/contract\\?application=`));
  const rounds = client.getByRole('list', { name: 'Rounds' });
  await expect(rounds.getByText('Changed').first()).toBeVisible();
  await expect(rounds.getByText('£4,000').first()).toBeVisible();
  await shoot(client, '22-client-counter');
  await client.getByRole('button', { name: 'Accept', exact: true }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Accept and sign' }).click();
  const clientContract = client.getByRole('heading', { name: /^Contract / });
  await expect(clientContract).toBeVisible();
  const number = (await clientContract.textContent())!.replace('Contract ', '').trim();
  await shoot(client, '23-client-contract');

  // Both sides read the same contract: number, amount and milestones.
  await maya.reload();
  await expect(maya.getByRole('heading', { name: `Contract ${number}` })).toBeVisible();
  await shoot(maya, '24-maya-contract');
  for (const page of [client, maya]) {
    await expect(page.getByText('£4,000').first()).toBeVisible();
    await expect(page.getByRole('cell', { name: '£2,200' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '£1,800' })).toBeVisible();
    await expect(page.getByText('Worldwide, all media, in perpetuity.').first()).toBeVisible();
  }

  // The three emails. Each is looked for by this job's title in the whole mailbox: the demo accounts get
  // other specs' emails at the same time, so "among the newest ten" could already have passed it.
  await expect
    .poll(async () => (await readMailbox(request, 'filmmaker@reelhire.test')).map((m) => m.subject))
    .toContain(`Application sent: ${title}`);
  await expect
    .poll(async () => (await readMailbox(request, 'lena.fischer@reelhire.test')).map((m) => m.subject))
    .toContain(`Application sent: ${title}`);
  await expect
    .poll(async () => (await readMailbox(request, 'client@reelhire.test')).map((m) => m.subject))
    .toEqual(
      expect.arrayContaining([`Maya Okafor applied for ${title}`, `Lena Fischer applied for ${title}`]),
    );
  expect((await readMailbox(request, 'client@reelhire.test')).length).toBeGreaterThan(clientMailBefore);
  expect((await readMailbox(request, 'filmmaker@reelhire.test')).length).toBeGreaterThan(mayaMailBefore);
  expect((await readMailbox(request, 'lena.fischer@reelhire.test')).length).toBeGreaterThan(lenaMailBefore);
});
