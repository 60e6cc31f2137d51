import { readMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0028: a client books a filmmaker from their portfolio. The project and job start prefilled for
// her, the client sends a direct offer without her applying, she accepts, and both read the contract.

const shoot = screenshotsIn('hire-from-profile-shots');

test('a client books a filmmaker from her portfolio with a direct offer, and she accepts', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const net = `10.81.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const ines = await freshPage(browser, `${net}.2`);

  // The client opens Inès's portfolio and presses Hire (Book requests days directly: decision 0034).
  await signIn(client, 'client@reelhire.test');
  await client.goto('/portfolio/ines-moreau');
  await client.getByRole('link', { name: 'Hire', exact: true }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/projects\/create\?talent=[0-9a-f-]{36}$/);

  // Step 1: the project, named for her, in her city and currency.
  await expect(client.getByRole('region', { name: 'Hiring Inès Moreau' })).toBeVisible();
  await expect(client.getByLabel('Project title')).toHaveValue('Shoot with Inès Moreau');
  await expect(client.getByLabel('City')).toHaveValue('Paris');
  await expect(client.getByLabel('Currency')).toHaveValue('EUR');
  const projectTitle = `Heron${stamp} brand documentary`;
  await client.getByLabel('Project title').fill(projectTitle);
  await client.getByLabel('Production type').selectOption('documentary');
  await client.getByRole('button', { name: 'Add dates' }).click();
  await client.getByLabel('From (range 1)').fill('2027-06-07');
  await client.getByLabel('To (range 1)').fill('2027-06-08');
  await shoot(client, '01-client-project-for-ines');
  await client.getByRole('button', { name: 'Create project and continue' }).click();

  // Step 2: the job, with her craft, day rate and city.
  await expect(client).toHaveURL(/\/projects\/[0-9a-f-]{36}\/add-job\?talent=/);
  await expect(client.getByRole('region', { name: 'Hiring Inès Moreau' })).toBeVisible();
  await expect(client.getByLabel('Job title')).toHaveValue('Director');
  await expect(client.getByLabel('Craft')).toHaveValue('director');
  await expect(client.getByLabel('Rate type')).toHaveValue('day');
  await expect(client.getByLabel('Lowest rate (EUR)')).toHaveValue('900');
  await expect(client.getByLabel('City')).toHaveValue('Paris');
  const jobTitle = `Director for ${projectTitle}`;
  await client.getByLabel('Job title').fill(jobTitle);
  await client
    .getByLabel('Description', { exact: true })
    .fill('Direct two days of interviews and b-roll for a bank’s customer stories.');
  await shoot(client, '02-client-job-for-ines');
  await client.getByRole('button', { name: 'Save and publish' }).click();

  // Step 3: the job page names the next step.
  await expect(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}\?talent=/);
  const jobPath = new URL(client.url()).pathname;
  const send = client.getByRole('link', { name: 'Send Inès Moreau an offer' });
  await expect(send).toBeVisible();
  await shoot(client, '03-client-job-next-step');
  await send.click();

  // The offer form starts from her day rate times the two shoot days.
  await expect(client).toHaveURL(new RegExp(`${jobPath}/contract\\?talent=`));
  await expect(client.getByRole('heading', { name: 'Offer to Inès Moreau' })).toBeVisible();
  await expect(client.getByLabel('Amount (EUR)')).toHaveValue('1800');
  await client.getByLabel('Deliverables').fill('Two shoot days directing; a paper edit the week after.');
  await client.getByLabel('Usage rights').fill('Worldwide, online and in branches, for five years.');
  await client
    .getByLabel('Message to Inès Moreau (optional)')
    .fill('We loved Les Mains. Would you direct ours?');
  await shoot(client, '04-client-direct-offer');
  await client.getByRole('button', { name: 'Send offer' }).click();
  await expect(client).toHaveURL(new RegExp(`${jobPath}/contract\\?application=`));
  await expect(client.getByText(/Waiting for the filmmaker to answer/)).toBeVisible();
  await shoot(client, '05-client-direct-offer-sent');

  // Inès is told by email and finds the offer on her dashboard without having applied.
  await expect
    .poll(async () => (await readMailbox(request, 'ines.moreau@reelhire.test')).map((m) => m.subject))
    .toContain(`Northlight Studios sent you an offer: ${jobTitle}`);
  await signIn(ines, 'ines.moreau@reelhire.test');
  await ines.goto('/filmmaker/dashboard');
  const todo = ines.getByRole('list', { name: 'Needs your attention' });
  const offerLink = todo.getByRole('link', {
    name: new RegExp(`Accept, decline or counter the offer.*“${jobTitle}” · Northlight Studios`),
  });
  await expect(offerLink).toBeVisible();
  await offerLink.click();
  await expect(ines).toHaveURL(/\/filmmaker\/dashboard\/contract\/[0-9a-f-]{36}$/);
  await expect(ines.getByText('€1,800').first()).toBeVisible();
  await expect(ines.getByText('We loved Les Mains. Would you direct ours?').first()).toBeVisible();
  await shoot(ines, '06-ines-direct-offer');
  await ines.getByRole('button', { name: 'Accept', exact: true }).click();
  await ines.getByRole('dialog').getByRole('button', { name: 'Accept and sign' }).click();
  const inesContract = ines.getByRole('heading', { name: /^Contract / });
  await expect(inesContract).toBeVisible();
  const number = (await inesContract.textContent())!.replace('Contract ', '').trim();
  await shoot(ines, '07-ines-contract');

  // The client reads the same contract.
  await client.reload();
  await expect(client.getByRole('heading', { name: `Contract ${number}` })).toBeVisible();
  for (const page of [client, ines]) {
    await expect(page.getByText('€1,800').first()).toBeVisible();
    await expect(page.getByText('Worldwide, online and in branches, for five years.').first()).toBeVisible();
  }
  await shoot(client, '08-client-contract');
});
