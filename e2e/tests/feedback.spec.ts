import { solidPng as png } from '../support/files.ts';
import { createAccount } from '../support/accounts.ts';
import { approveIdentity, sendIdentityDocuments, submitClientProfile } from '../support/client-setup.ts';
import { anonKey, readCode, readMailbox } from '../support/mailbox.ts';
import { expect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';

// Decision 0065: a verified member with their profile set up sends feedback with a screenshot; the admin
// triages it at /admin/feedback, marks it planned and replies; the member sees the status and the reply,
// and the reply arrives in the dev mailbox. The member is a new client of this run's own.

const shoot = screenshotsIn('feedback');

test('feedback goes from a verified member to the admin and back with a reply', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const email = `fern.${stamp}@feedback.test`;
  const lastName = `Feedback${stamp}`;
  await createAccount(request, {
    email,
    password: DEMO_PASSWORD,
    userType: 'client',
    firstName: 'Fern',
    lastName,
  });

  const member = await freshPage(browser, `10.86.${testInfo.workerIndex}.1`);
  await signIn(member, email);
  await submitClientProfile(member, { city: 'Leeds', about: 'I commission music videos for my label.' });
  // Feedback needs a verified account: until then /feedback sends the member to verify.
  await member.goto('/feedback');
  await expect(member).toHaveURL(/\/client\/verify-identity$/);
  await sendIdentityDocuments(member);

  const admin = await freshPage(browser, `10.86.${testInfo.workerIndex}.2`);
  await signIn(admin, 'admin@reelhire.test');
  await approveIdentity(admin, `Fern ${lastName}`, 'client');

  // The member sends feedback with a screenshot.
  await member.goto('/feedback');
  await expect(member.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await expect(member.getByText("You haven't sent any feedback yet")).toBeVisible();
  const message = `The invoice download button hides behind the chat bubble on my phone (${stamp}).`;
  await member.getByRole('radio', { name: '3 of 5: Okay' }).click();
  await member.getByLabel('What is it about?').selectOption('bug');
  await member.getByLabel('Your message').fill(message);
  await member.getByLabel('Choose a screenshot').setInputFiles(await png('overlap.png', '#f0c4a8'));
  await expect(member.getByText('overlap.png')).toBeVisible();
  await expect(member.getByText(/attached$/)).toBeVisible();
  await shoot(member, 'feedback-form');
  await member.getByRole('button', { name: 'Send feedback' }).click();
  await expect(member.getByText('Thank you for your feedback')).toBeVisible();
  const mine = member.getByRole('list', { name: 'Your feedback' });
  await expect(mine.getByText(message)).toBeVisible();
  await expect(mine.getByText('New', { exact: true })).toBeVisible();

  // The admin finds it among new feedback, sees the screenshot, plans it and replies.
  await admin.goto('/admin/feedback');
  await expect(admin.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await shoot(admin, 'admin-feedback-list');
  await admin
    .getByRole('button', { name: `Open feedback from Fern ${lastName}: Something is broken` })
    .click();
  const detail = admin.getByRole('dialog');
  await expect(detail.getByText(message)).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Screenshot sent with the feedback' })).toBeVisible();
  await expect
    .poll(() =>
      detail
        .getByRole('img', { name: 'Screenshot sent with the feedback' })
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    )
    .toBe(320);
  await detail.getByRole('button', { name: 'Mark planned' }).click();
  await expect(detail.getByText('Planned', { exact: true })).toBeVisible();
  const reply = `Thanks Fern, we are moving the chat bubble in the next release (${stamp}).`;
  await detail.getByLabel('Reply by email').fill(reply);
  await shoot(admin, 'admin-feedback-detail', false);
  await detail.getByRole('button', { name: 'Send reply' }).click();
  await expect(detail.getByText('Your reply', { exact: false })).toBeVisible();
  await expect(detail.getByText(reply)).toBeVisible();

  // The member sees the status and the reply, and the reply is in the mailbox.
  await member.reload();
  const item = member
    .getByRole('list', { name: 'Your feedback' })
    .getByRole('listitem')
    .filter({ hasText: message });
  await expect(item.getByText('Planned', { exact: true })).toBeVisible();
  await expect(item.getByText(reply)).toBeVisible();
  await shoot(member, 'feedback-replied');
  await expect
    .poll(
      async () =>
        (await readMailbox(request, email)).find(
          (mail) => mail.subject === 'Reelhire replied to your feedback',
        )?.text ?? '',
      {
        timeout: 20_000,
      },
    )
    .toContain(reply);
});

test('an account without a role is told so on /dashboard and offered the choice', async ({
  browser,
  request,
}, testInfo) => {
  const stamp = Date.now().toString(36);
  const email = `norole.${stamp}@feedback.test`;
  const headers = { apikey: await anonKey(request) };
  const signup = await request.post('/api/auth/v1/signup', {
    headers,
    data: { email, password: DEMO_PASSWORD, data: { first_name: 'Noa', last_name: 'Role' } },
  });
  expect(signup.ok()).toBe(true);
  const token = await readCode(request, email);
  expect(
    (await request.post('/api/auth/v1/verify', { headers, data: { type: 'signup', email, token } })).ok(),
  ).toBe(true);

  const page = await freshPage(browser, `10.86.${testInfo.workerIndex}.3`);
  await signIn(page, email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Choose how you use Reelhire' })).toBeVisible();
  await shoot(page, 'dashboard-fallback');
  await page.getByRole('link', { name: 'Choose your role' }).click();
  await expect(page).toHaveURL(/\/role-selection$/);
});
