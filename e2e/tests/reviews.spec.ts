import type { APIRequestContext, Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { anonKey } from '../support/mailbox.ts';
import { expect as baseExpect, test } from '../support/test.ts';
import { DEMO_PASSWORD, freshPage, screenshotsIn, signIn } from '../support/hiring-pages.ts';
import { apiSession } from '../support/accounts.ts';

// Two-way blind reviews (decision 0060). The fastest way to a completed booking is the API (the pages of
// hiring, delivery and payment are other specs'): the demo client offers a seeded filmmaker (Inès Moreau)
// a one-milestone job, she accepts and delivers, the client funds and approves it by sandbox card. Then,
// through the pages: the client writes a review, Inès cannot see it, Inès writes hers, and both see both;
// the client's is on her public portfolio.

const shoot = screenshotsIn('reviews-shots');
// Every step waits on a checkout, a webhook or a transition: patient on a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 });

/** A signed-in caller of the REST API, as the web app calls it. */
async function apiAs(request: APIRequestContext, email: string) {
  const { headers } = await apiSession(request, email, DEMO_PASSWORD);
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    data?: object,
  ) {
    const response = await request.fetch(`/api/rest/v1${path}`, {
      method,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      ...(data ? { data } : {}),
    });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** The job's completed booking, reached through the API; answers where the client reviews it. */
async function completedBooking(request: APIRequestContext, word: string) {
  const client = await apiAs(request, 'client@reelhire.test');
  const ines = await apiAs(request, 'ines.moreau@reelhire.test');
  const project = await client<{ id: string }>('POST', '/projects', {
    title: `${word} campaign`,
    production_type: 'commercial',
    location: { city: 'London', country: 'GB' },
    currency: 'GBP',
  });
  const job = await client<{ id: string }>('POST', '/jobs', {
    project_id: project.id,
    title: `${word} director for a brand film`,
    craft: 'director',
    description: 'Direct a one-minute brand film over one shoot day in London.',
    rate_type: 'fixed',
    rate_min_minor: 100_000,
    rate_max_minor: 150_000,
    location: { city: 'London', country: 'GB' },
  });
  await client('POST', `/jobs/${job.id}/publish`);
  const talent = (await (
    await request.get('/api/rest/v1/talent/ines-moreau', { headers: { apikey: await anonKey(request) } })
  ).json()) as { id: string };
  const offer = await client<{ id: string }>('POST', '/offers', {
    job_id: job.id,
    filmmaker_id: talent.id,
    terms: {
      amount_minor: 120_000,
      rate_type: 'fixed',
      start_date: '2027-06-01',
      end_date: '2027-06-10',
      deliverables: 'A one-minute brand film.',
      milestones: [{ title: `${word} final cut`, amount_minor: 120_000, due_date: '2027-06-10' }],
      revisions_included: 0,
      kill_fee_percent: 0,
      usage_rights: 'Worldwide online use.',
    },
  });
  await ines('POST', `/offers/${offer.id}/accept`);
  const bookings = await client<{ items: { id: string }[] }>('GET', `/bookings?as=client&job_id=${job.id}`);
  const bookingId = bookings.items[0]!.id;
  const booking = await client<{ milestones: { id: string }[] }>('GET', `/bookings/${bookingId}`);
  const milestoneId = booking.milestones[0]!.id;
  await ines('POST', `/milestones/${milestoneId}/start`);
  await ines('POST', `/milestones/${milestoneId}/submit`, {
    note: 'The film, graded.',
    links: [{ url: 'https://vimeo.com/987654321', label: 'Review link' }],
  });
  // The client funds and approves the delivery in one card payment (decision 0051).
  const payment = await client<{ checkout_url: string }>('POST', '/payments', {
    purpose: 'milestone_funding',
    milestone_id: milestoneId,
    method: 'card',
    approve: true,
  });
  const paid = await request.post(new URL(payment.checkout_url).pathname, {
    form: { card: '4242 4242 4242 4242' },
  });
  expect(paid.status()).toBeLessThan(400);
  await expect
    .poll(async () => (await client<{ status: string }>('GET', `/bookings/${bookingId}`)).status, {
      timeout: 60_000,
    })
    .toBe('completed');
  return `/client/dashboard/projects/${project.id}/jobs/${job.id}/review`;
}

async function pickStars(form: ReturnType<Page['getByRole']>, group: string, stars: number) {
  await form
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: `${stars} stars` })
    .click();
}

// prettier-ignore
test('a completed booking: the client reviews, blind to Inès until she reviews too, then both and the public see them', async ({ browser, request }, testInfo) => {
  test.setTimeout(180_000);
  const word = `Heron${Date.now().toString(36)}`;
  const reviewPath = await completedBooking(request, word);
  const clientText = `${word}: Inès directed with calm and the film landed beautifully.`;
  const inesText = `${word}: a clear brief, quick answers and paid on approval.`;

  const net = `10.91.${testInfo.workerIndex}`;
  const client = await freshPage(browser, `${net}.1`);
  const ines = await freshPage(browser, `${net}.2`);
  await signIn(client, 'client@reelhire.test');
  await signIn(ines, 'ines.moreau@reelhire.test');

  // The client writes: scores, text, rating.
  await client.goto(reviewPath);
  const form = client.getByRole('form', { name: 'Your review of Inès Moreau' });
  await pickStars(form, 'Overall rating', 5);
  await form.getByLabel('How did it go with Inès Moreau?').fill(clientText);
  await pickStars(form, 'Communication', 5);
  await pickStars(form, 'Punctuality', 4);
  await pickStars(form, 'Craft quality', 5);
  await shoot(client, '01-client-writes');
  await form.getByRole('button', { name: 'Send review' }).click();
  await expect(client.getByText(/Hidden from Inès Moreau until they write theirs/)).toBeVisible();
  await shoot(client, '02-client-sealed');

  // Inès cannot see it: her received list is empty; the client is hers to review.
  await ines.goto('/filmmaker/dashboard/reviews');
  const toWrite = ines.getByRole('region', { name: 'To write' });
  const received = ines.getByRole('region', { name: 'Received' });
  const inesForm = toWrite.getByRole('article').filter({ hasText: word }).getByRole('form');
  await expect(inesForm).toBeVisible();
  await expect(ines.getByText(clientText)).toHaveCount(0);
  await shoot(ines, '03-filmmaker-to-write');

  await pickStars(inesForm, 'Overall rating', 4);
  await inesForm.getByLabel(/^How did it go with /).fill(inesText);
  await pickStars(inesForm, 'Clarity of brief', 4);
  await pickStars(inesForm, 'Payment', 5);
  await pickStars(inesForm, 'Communication', 4);
  await inesForm.getByRole('button', { name: 'Send review' }).click();

  // Both are published: Inès reads the client's among those received, and her own among those given.
  await expect(received.getByText(clientText)).toBeVisible();
  await expect(ines.getByRole('region', { name: 'Given' }).getByText(inesText)).toBeVisible();
  await shoot(ines, '04-filmmaker-both-visible');

  // The client reads Inès's review of them beside their own.
  await client.reload();
  await expect(client.getByText(inesText)).toBeVisible();
  await expect(client.getByText(clientText)).toBeVisible();
  await shoot(client, '05-client-both-visible');

  // The public portfolio shows the client's review.
  const visitor = await freshPage(browser, `${net}.3`);
  await visitor.goto('/portfolio/ines-moreau');
  await expect(visitor.getByText(clientText)).toBeVisible();
  await expect(visitor.getByText(inesText)).toHaveCount(0);
  await shoot(visitor, '06-public-portfolio');
});
