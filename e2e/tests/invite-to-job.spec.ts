import { readMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Jonah Park: a set-up demo filmmaker no other spec signs in as, so his jobs page is this test's alone.
const JONAH = 'jonah.park@reelhire.test';
const shoot = screenshotsIn('invite-shots');

test('a client invites a filmmaker from the talent directory to a published job; he sees it and is emailed', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const title = `Heron${stamp} motion titles for a brand film`;
  const net = `10.81.${testInfo.workerIndex}`;
  const mailBefore = (await readMailbox(request, JONAH)).length;

  // The client has a published job.
  const client = await freshPage(browser, `${net}.1`);
  await signIn(client, 'client@reelhire.test');
  await client.goto('/client/dashboard/projects/create');
  await client.getByLabel('Project title').fill(`Heron${stamp} autumn campaign`);
  await client.getByLabel('Production type').selectOption('commercial');
  await client.getByLabel('Description').fill('Titles and a logo sting for an autumn brand film.');
  await client.getByLabel('City').fill('Glasgow');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByRole('button', { name: /Create project/ }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await client.goto(`${new URL(client.url()).pathname}/add-job`);
  await client.getByLabel('Job title').fill(title);
  await client.getByLabel('Craft').selectOption('motion designer');
  await client
    .getByLabel('Description', { exact: true })
    .fill('Animated titles and an end card in After Effects, delivered in 16:9 and 9:16.');
  await client.getByLabel('Rate type').selectOption('fixed');
  await client.getByLabel(/Lowest rate/).fill('1500');
  await client.getByLabel(/Highest rate/).fill('2000');
  await client.getByLabel('City').fill('Glasgow');
  await client.getByLabel('Country').selectOption('GB');
  await client.getByRole('button', { name: 'Save and publish' }).click();
  await expect(client).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  const jobId = new URL(client.url()).pathname.split('/').at(-1)!;

  // From the talent directory, Jonah's card: invite him to that job with a note.
  await client.goto('/client/dashboard/talent?q=jonah');
  const card = client.getByRole('listitem').filter({ has: client.getByRole('link', { name: /Jonah Park/ }) });
  await expect(card).toBeVisible();
  await shoot(client, '00-client-talent-directory');
  await card.getByRole('button', { name: 'Invite to a job' }).click();
  const dialog = client.getByRole('dialog', { name: 'Invite Jonah Park to a job' });
  await dialog.getByRole('radio', { name: new RegExp(title) }).check();
  await dialog
    .getByLabel('Message (optional)')
    .fill('Your How Tides Work titles are exactly the tone we want.');
  await shoot(client, '01-client-invite-dialog', false);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(client.getByText('Jonah Park is invited to apply')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, the job reads as invited and cannot be chosen twice.
  await card.getByRole('button', { name: 'Invite to a job' }).click();
  const again = dialog.getByRole('radio', { name: new RegExp(title) });
  await expect(again).toBeDisabled();
  await expect(
    dialog.locator('label').filter({ hasText: title }).getByText('Invited', { exact: true }),
  ).toBeVisible();
  await shoot(client, '02-client-invite-dialog-invited', false);
  await client.keyboard.press('Escape');

  // Jonah sees the invitation above the job search, and on the job's page.
  const jonah = await freshPage(browser, `${net}.2`);
  await signIn(jonah, JONAH);
  await jonah.goto('/filmmaker/dashboard/jobs');
  const invitations = jonah.getByRole('region', { name: 'Invitations' });
  const invitation = invitations.getByRole('listitem').filter({ hasText: title });
  await expect(invitation).toContainText('Northlight Studios invited you to apply');
  await expect(invitation).toContainText('Motion designer');
  await expect(invitation).toContainText('Your How Tides Work titles are exactly the tone we want.');
  await shoot(jonah, '03-filmmaker-invitations');
  await invitation.getByRole('link', { name: `View the job ${title}` }).click();
  await expect(jonah).toHaveURL(new RegExp(`/filmmaker/dashboard/jobs/${jobId}$`));
  await expect(jonah.getByText('Northlight Studios invited you to apply')).toBeVisible();
  await shoot(jonah, '04-filmmaker-job-invited');

  // And the email arrives in the dev mailbox.
  await expect
    .poll(async () => (await readMailbox(request, JONAH)).map((mail) => mail.subject), { timeout: 15_000 })
    .toContain(`Northlight Studios invited you to apply: ${title}`);
  const mail = (await readMailbox(request, JONAH)).find((each) => each.subject.includes(title))!;
  expect(mail.text).toContain('Your How Tides Work titles are exactly the tone we want.');
  expect(mail.text).toContain(`/filmmaker/dashboard/jobs/${jobId}`);
  expect((await readMailbox(request, JONAH)).length).toBeGreaterThan(mailBefore);
});
