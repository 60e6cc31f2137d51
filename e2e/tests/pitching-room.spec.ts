import { expect as baseExpect, test } from '../support/test.ts';
import type { Page } from '@playwright/test';
import { freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

const shoot = screenshotsIn('pitching-room-shots');
// Two browsers on a shared two-core machine: a dashboard page's first load can take longer than the default.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Signs in, allowing for the dashboard's first load while a second browser is busy on the same machine. */
async function signInPatiently(page: Page, email: string) {
  await signIn(page, email).catch(async () => {
    await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  });
}

test('a filmmaker pitches; a client finds, saves, messages and turns it into a project; closed, it is gone', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const word = `Heron${Date.now().toString(36)}`;
  const title = `${word} salt roads`;
  const logline = 'Three generations of salt harvesters face their last summer on the marsh.';
  const treatment = 'Observational, shot over one summer on the coast, natural light only.';
  const net = `10.81.${testInfo.workerIndex}`;
  const maya = await freshPage(browser, `${net}.1`);
  const client = await freshPage(browser, `${net}.2`);

  // Maya writes a pitch (a draft) and publishes it.
  await signInPatiently(maya, 'filmmaker@reelhire.test');
  await maya.goto('/filmmaker/dashboard/pitching-room');
  await expect(maya.getByRole('heading', { level: 1, name: 'Pitching room' })).toBeVisible();
  await maya.getByRole('button', { name: 'New pitch' }).first().click();
  const form = maya.getByRole('dialog');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Logline').fill(logline);
  await form.getByLabel(/Treatment/).fill(treatment);
  await form.getByLabel('Format').selectOption('documentary');
  await form.getByLabel('Lowest budget').fill('15000');
  await form.getByLabel('Highest budget').fill('40000');
  await form.getByLabel(/Reference links/).fill('https://vimeo.com/76979871');
  await shoot(maya, '01-filmmaker-new-pitch', false);
  await form.getByRole('button', { name: 'Save draft' }).click();
  await expect(form).toBeHidden();
  const card = maya
    .getByRole('list', { name: 'Your pitches' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(card).toContainText('Draft');
  await card.getByRole('button', { name: `Publish “${title}”` }).click();
  await expect(card).toContainText('Open to clients');
  await shoot(maya, '02-filmmaker-pitches');

  // A verified client finds it by words, format and the filmmaker's craft, and saves it.
  await signInPatiently(client, 'client@reelhire.test');
  await client.goto('/client/dashboard/pitching-room');
  await expect(client.getByRole('heading', { level: 1, name: 'Pitching room' })).toBeVisible();
  await client.getByLabel('Search pitches').fill(word);
  await client.getByLabel('Format').selectOption('documentary');
  await client.getByLabel('Filmmaker’s craft').selectOption('director of photography');
  await expect(client).toHaveURL(new RegExp(`q=${word}`));
  const results = client.getByRole('list', { name: 'Pitches' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  const found = results.getByRole('listitem').filter({ hasText: title });
  await expect(found).toContainText('£15,000 – £40,000');
  await found.getByRole('button', { name: 'Save' }).click();
  await expect(found.getByRole('button', { name: 'Saved' })).toBeVisible();
  await shoot(client, '03-client-pitching-room');

  // The pitch in full, then a message to Maya through the chat.
  await found.getByRole('button', { name: `View “${title}”` }).click();
  const detail = client.getByRole('dialog');
  await expect(detail).toContainText(treatment);
  await shoot(client, '04-client-pitch-detail', false);
  await detail.getByRole('link', { name: 'Message filmmaker' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/messages\?id=[0-9a-f-]{36}&role=filmmaker/);
  await expect(client.getByText(/Connecting…|Reconnecting…|Not connected/)).toHaveCount(0);
  const hello = `Hello Maya, about your pitch ${title}: could we talk?`;
  await client.getByPlaceholder('Write a message…').fill(hello);
  await client.getByRole('button', { name: 'Send message' }).click();
  await expect(client.locator('li[data-own]').filter({ hasText: hello })).toBeVisible();

  // Back in the room, the saved list has it; one click turns it into a project of the client's.
  await client.goto('/client/dashboard/pitching-room?saved=true');
  await client.getByRole('button', { name: `View “${title}”` }).click();
  await client.getByRole('dialog').getByRole('button', { name: 'Turn into a project' }).click();
  await expect(client).toHaveURL(/\/client\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(client.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(client.getByText(logline)).toBeVisible();
  await expect(client.getByText('Documentary').first()).toBeVisible();
  await shoot(client, '05-client-project-from-pitch');

  // Maya closes the pitch: the client no longer sees it.
  await maya.reload();
  await card.getByRole('button', { name: `Close “${title}”` }).click();
  await expect(card).toContainText('Closed');
  await client.goto(`/client/dashboard/pitching-room?q=${word}`);
  await expect(client.getByText('No pitches match')).toBeVisible();
  await shoot(client, '06-client-pitch-closed');
});
