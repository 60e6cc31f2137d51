import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aBooking } from '@/components/bookings/booking-fixtures';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { JobReviewStep } from './job-review-step';
import { aReview, REVIEW_BOOKING_ID, written } from './review-fixtures';
import { pages } from './routes';

// The client's review step (decision 0060): each completed booking of the job, the form while the review
// is theirs to write, then their sealed review, then both once visible.

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/review';
const PATH = '/client/dashboard/projects/project-1/jobs/job-1/review';
const user = userEvent.setup();

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

function stubReviews(items: ReturnType<typeof aReview>[], bookingStatus = 'completed' as const) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/bookings') {
      return Response.json({ items: [aBooking({ status: bookingStatus })], next_cursor: null });
    }
    if (url.pathname === '/api/rest/v1/reviews' && method === 'GET') {
      expect(url.searchParams.get('booking_id')).toBe(REVIEW_BOOKING_ID);
      return Response.json({ items, next_cursor: null });
    }
    if (url.pathname === '/api/rest/v1/reviews' && method === 'POST') {
      return Response.json({ ...written.client, status: 'written', published_at: null }, { status: 201 });
    }
    return undefined;
  });
}

describe("the job's review step", () => {
  it('is the page of its route', async () => {
    expect(await pages[PATTERN].load()).toBe(JobReviewStep);
  });

  it('says honestly when nothing is complete yet', async () => {
    stubReviews([], 'confirmed' as never);
    renderRoute(PATTERN, JobReviewStep, PATH);
    expect(await screen.findByText('Nothing to review yet')).toBeInTheDocument();
  });

  it('checks the review, then sends the client’s rating, text and three scores', async () => {
    const fetchMock = stubReviews([aReview()]);
    renderRoute(PATTERN, JobReviewStep, PATH);
    const form = await screen.findByRole('form', { name: 'Your review of Maya Okafor' });
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(within(form).getByText('Give an overall rating from 1 to 5 stars')).toBeInTheDocument();
    expect(within(form).getByText('Give punctuality from 1 to 5 stars')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/rest/v1/reviews')).toEqual([]);

    const pick = (group: string, stars: string) =>
      user.click(
        within(within(form).getByRole('radiogroup', { name: group })).getByRole('radio', { name: stars }),
      );
    await pick('Overall rating', '5 stars');
    await pick('Communication', '5 stars');
    await pick('Punctuality', '4 stars');
    await pick('Craft quality', '5 stars');
    await user.type(
      within(form).getByLabelText('How did it go with Maya Okafor?'),
      'Calm on set and a beautiful grade.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send review' }));
    expect(sent(fetchMock, 'POST', '/rest/v1/reviews')).toEqual([
      {
        booking_id: REVIEW_BOOKING_ID,
        as: 'client',
        rating: 5,
        body: 'Calm on set and a beautiful grade.',
        scores: { communication: 5, punctuality: 4, craft_quality: 5 },
      },
    ]);
  });

  it('shows the sealed review as hidden from the filmmaker, and nothing of theirs', async () => {
    stubReviews([{ ...written.client, status: 'written', published_at: null }]);
    renderRoute(PATTERN, JobReviewStep, PATH);
    expect(await screen.findByText('Your review')).toBeInTheDocument();
    expect(screen.getByText(/Hidden from Maya Okafor until they write theirs/)).toBeInTheDocument();
    expect(
      screen.getByText(/Reviews are blind: you see Maya Okafor’s once you have both written/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows both once visible, with the filmmaker’s review of the client and a reply to give', async () => {
    stubReviews([written.client, written.filmmaker]);
    renderRoute(PATTERN, JobReviewStep, PATH);
    expect(await screen.findByText('A clear brief and paid promptly.')).toBeInTheDocument();
    expect(screen.getByText('Calm on set and a beautiful grade.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.0 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply publicly' })).toBeInTheDocument();
  });
});
