import type { Page } from '@playwright/test';
import { solidPng as png } from './files.ts';
import { signIn } from './hiring-pages.ts';
import { expect as baseExpect } from './test.ts';

// How the specs that need a client of their own (money, disputes, refunds, reviews, feedback) make one
// through the pages, as a new client does: the profile as an individual, then identity documents that an
// admin approves. A spec whose assertions depend on one client's money cannot share the demo client's.

/** Every step waits on an upload or an admin's page: patient on a busy machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

export interface ClientProfile {
  city: string;
  about: string;
}

/** An individual's profile filled in and submitted from the first setup page: the verify page is next. */
export async function submitClientProfile(page: Page, { city, about }: ClientProfile) {
  await page.goto('/client/profile-setup/basic');
  await page.getByLabel(/Myself/).check();
  await page.getByLabel('Industry').selectOption('Music');
  await page.getByLabel('City').fill(city);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByLabel('About').fill(about);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/client\/profile-setup\/preview$/);
  await expect(page.getByRole('button', { name: 'Submit profile' })).toBeEnabled();
  await page.getByRole('button', { name: 'Submit profile' }).click();
  await expect(page).toHaveURL(/\/client\/verify-identity$/);
}

/** A passport and a selfie sent from the verify page the account is on. */
export async function sendIdentityDocuments(page: Page) {
  await expect(page).toHaveURL(/\/verify-identity$/);
  await page.getByLabel('Passport').check();
  await page
    .getByLabel('Identity document', { exact: true })
    .setInputFiles(await png('passport.png', '#dbe4ee'));
  await page.getByLabel('Selfie', { exact: true }).setInputFiles(await png('selfie.png', '#e8dccb'));
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByRole('heading', { name: 'Your documents are with our team' })).toBeVisible();
}

/** The admin approves the documents on the card of `fullName` (its role as the card names it). */
export async function approveIdentity(admin: Page, fullName: string, role: 'client' | 'filmmaker') {
  await admin.goto('/admin/verify');
  await admin
    .getByRole('article', { name: `${fullName}, ${role}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(admin.getByText(`${fullName} is verified`)).toBeVisible();
}

/** A client account (already created) signed in, set up as an individual and verified by the admin. */
export async function newVerifiedClient(
  client: Page,
  admin: Page,
  { email, fullName, ...profile }: ClientProfile & { email: string; fullName: string },
) {
  await signIn(client, email);
  await submitClientProfile(client, profile);
  await sendIdentityDocuments(client);
  await approveIdentity(admin, fullName, 'client');
}
