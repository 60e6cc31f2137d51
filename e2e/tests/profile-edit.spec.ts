import type { APIRequestContext } from '@playwright/test';
import { apiSession, createAccount } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** A live filmmaker profile made through the setup API (the pages' own calls), ready to edit. */
async function liveFilmmaker(request: APIRequestContext, email: string, password: string, username: string) {
  const { headers } = await apiSession(request, email, password);
  const steps = {
    basic: {
      first_name: 'Noor',
      last_name: 'Haddad',
      username,
      headline: 'Sound recordist for documentaries',
      city: 'Amman',
      country: 'JO',
    },
    professional: { primary_craft: 'sound recordist', years_experience: 9, day_rate_minor: 50000 },
    portfolio: { showreel_url: 'https://vimeo.com/76979871' },
  };
  for (const [step, body] of Object.entries(steps)) {
    const saved = await request.put(`/api/rest/v1/profiles/filmmaker/me/${step}`, { headers, data: body });
    expect(saved.ok(), `${step}: ${await saved.text()}`).toBe(true);
  }
  const submitted = await request.post('/api/rest/v1/profiles/filmmaker/me/submit', { headers });
  expect(submitted.ok(), await submitted.text()).toBe(true);
}

test('a live filmmaker changes their headline on the account page and the public page shows it', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const email = `edit.${stamp}@example.test`;
  const password = 'edit-password-1';
  const username = `edit-${stamp}`;
  await createAccount(request, { email, password, userType: 'filmmaker', firstName: 'Noor' });
  await liveFilmmaker(request, email, password, username);

  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/filmmaker\/dashboard$/);

  // A live profile is edited from the dashboard's profile card, on the account page.
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page).toHaveURL(/\/filmmaker\/dashboard\/account$/);
  const headline = page.getByLabel('Headline');
  await expect(headline).toHaveValue('Sound recordist for documentaries');
  await headline.fill('Location sound and boom for documentaries and drama');
  await page.getByRole('button', { name: 'Save changes' }).first().click();
  await expect(page.getByText('Profile saved')).toBeVisible();

  await page.getByRole('link', { name: 'View public page' }).click();
  await expect(page).toHaveURL(new RegExp(`/portfolio/${username}$`));
  await expect(page.getByRole('heading', { name: 'Noor Haddad', level: 1 })).toBeVisible();
  await expect(page.getByText('Location sound and boom for documentaries and drama')).toBeVisible();
  await expect(page.getByText('Sound recordist for documentaries', { exact: true })).toHaveCount(0);
});
