import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { application, IMAGE_IDS, job, JOB_ID, profile } from './application-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { ApplyPage } from './apply-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/filmmaker/dashboard/jobs/:jobId/apply';
const URL_ = `/filmmaker/dashboard/jobs/${JOB_ID}/apply`;

function stubApplyApi(
  submit: () => Response = () => Response.json(application(), { status: 201 }),
  jobOverrides = {},
) {
  return stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job(jobOverrides));
    if (url.pathname === '/api/rest/v1/profiles/filmmaker/me') return Response.json(profile());
    if (url.pathname === '/api/rest/v1/applications' && method === 'POST') return submit();
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

describe('the apply page', () => {
  it('is the page of the apply route', async () => {
    expect(await pages[PATTERN].load()).toBe(ApplyPage);
  });

  it('shows the job in brief and prefills the day rate from the profile', async () => {
    stubApplyApi();
    renderRoute(PATTERN, ApplyPage, URL_);
    expect(
      await screen.findByRole('heading', { name: 'DoP for a three-day brand shoot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Northern Roast')).toBeInTheDocument();
    expect(screen.getByText('£500 – £800 / day')).toBeInTheDocument();
    expect(screen.getByText('14 Mar 2027 – 16 Mar 2027')).toBeInTheDocument();
    expect(screen.getByLabelText('Your rate (GBP / day)')).toHaveValue('650');
  });

  it('prefills the half-day rate for a half-day job, and nothing for a fixed fee', async () => {
    stubApplyApi(undefined, { rate_type: 'half_day' });
    renderRoute(PATTERN, ApplyPage, URL_);
    expect(await screen.findByLabelText('Your rate (GBP / half day)')).toHaveValue('400');
  });

  it('leaves a fixed-fee rate for the filmmaker to type', async () => {
    stubApplyApi(undefined, { rate_type: 'fixed' });
    renderRoute(PATTERN, ApplyPage, URL_);
    expect(await screen.findByLabelText('Your rate (GBP)')).toHaveValue('');
  });

  it('checks the fields with the shared schema before sending anything', async () => {
    const fetchMock = stubApplyApi();
    renderRoute(PATTERN, ApplyPage, URL_);
    await user.type(await screen.findByLabelText('Message to the client'), 'Too short');
    await user.clear(screen.getByLabelText(/Your rate/));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('A message to the client needs at least 20 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Your rate must be a number')).toBeInTheDocument();
    expect(screen.getByText('Say whether you are free on the dates')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/rest/v1/applications')).toHaveLength(0);
  });

  it('lets at most six portfolio images be chosen', async () => {
    stubApplyApi();
    renderRoute(PATTERN, ApplyPage, URL_);
    await screen.findByLabelText('Message to the client');
    for (let n = 1; n <= 7; n++)
      await user.click(screen.getByRole('button', { name: `Portfolio image ${n}` }));
    expect(screen.getByText(/7 of up to 6/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Choose at most 6 portfolio items')).toBeInTheDocument();
  });

  it('sends the rate in minor units with the chosen images, then shows the confirmation', async () => {
    const fetchMock = stubApplyApi();
    const router = renderRoute(PATTERN, ApplyPage, URL_);
    await user.type(
      await screen.findByLabelText('Message to the client'),
      'I shot two coffee campaigns last year, handheld in natural light.',
    );
    const rate = screen.getByLabelText(/Your rate/);
    await user.clear(rate);
    await user.type(rate, '700.50');
    await user.click(screen.getByRole('radio', { name: 'Available on some of the dates' }));
    await user.type(screen.getByLabelText('Note on your availability (optional)'), 'Not the 16th');
    await user.click(screen.getByRole('button', { name: 'Portfolio image 2' }));
    await user.click(screen.getByRole('button', { name: 'Portfolio image 1' }));
    expect(screen.getByRole('button', { name: 'Portfolio image 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/filmmaker/dashboard/jobs/${JOB_ID}/application-submitted`,
    );
    expect(sent(fetchMock, 'POST', '/rest/v1/applications')).toEqual([
      {
        job_id: JOB_ID,
        cover_message: 'I shot two coffee campaigns last year, handheld in natural light.',
        proposed_rate_minor: 70050,
        availability: 'some_dates',
        availability_note: 'Not the 16th',
        portfolio_image_ids: [IMAGE_IDS[1], IMAGE_IDS[0]],
      },
    ]);
    expect(router.state.location.pathname).toBe(`/filmmaker/dashboard/jobs/${JOB_ID}/application-submitted`);
  });

  async function fillAndSend() {
    await user.type(
      await screen.findByLabelText('Message to the client'),
      'I shot two coffee campaigns last year, handheld in natural light.',
    );
    await user.click(screen.getByRole('radio', { name: 'Available on all the dates' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
  }

  it('says plainly when an unverified filmmaker may not apply yet (403)', async () => {
    stubApplyApi(() =>
      Response.json({ error: 'Verify your identity before you apply to jobs' }, { status: 403 }),
    );
    renderRoute(PATTERN, ApplyPage, URL_);
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Verify your identity to apply');
    expect(alert).toHaveTextContent('Verify your identity before you apply to jobs');
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/filmmaker/verify-identity',
    );
  });

  it('says when the job stopped taking applications (409)', async () => {
    stubApplyApi(() =>
      Response.json(
        { error: 'This job is closed, so it cannot be changed that way now', status: 'closed' },
        { status: 409 },
      ),
    );
    renderRoute(PATTERN, ApplyPage, URL_);
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This job is not taking applications');
    expect(alert).toHaveTextContent('(it is now closed)');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('points to the existing application when one with other terms was already sent (409 application_exists)', async () => {
    const existingId = '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
    stubApplyApi(() =>
      Response.json(
        {
          error: 'You have already applied to this job',
          code: 'application_exists',
          status: 'submitted',
          application_id: existingId,
        },
        { status: 409 },
      ),
    );
    renderRoute(PATTERN, ApplyPage, URL_);
    await fillAndSend();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have already applied to this job');
    expect(alert).toHaveTextContent('This one was not sent.');
    expect(within(alert).getByRole('link', { name: 'Open your application' })).toHaveAttribute(
      'href',
      `/filmmaker/dashboard/applications/${existingId}`,
    );
    expect(alert).not.toHaveTextContent('This job is not taking applications');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it.each([
    ['submitted', true],
    ['viewed', true],
    ['shortlisted', false],
    ['withdrawn', false],
  ] as const)(
    'offers "Edit your application" beside "Open" only while the client has not decided (%s: %s)',
    async (status, editable) => {
      const existingId = '7a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';
      stubApplyApi(() =>
        Response.json(
          {
            error: 'You have already applied to this job',
            code: 'application_exists',
            status,
            application_id: existingId,
          },
          { status: 409 },
        ),
      );
      renderRoute(PATTERN, ApplyPage, URL_);
      await fillAndSend();
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('link', { name: 'Open your application' })).toBeInTheDocument();
      const edit = within(alert).queryByRole('link', { name: 'Edit your application' });
      if (editable) {
        expect(edit).toHaveAttribute('href', `/filmmaker/dashboard/applications/${existingId}?edit=1`);
      } else {
        expect(edit).not.toBeInTheDocument();
      }
    },
  );

  it('shows a filled job the filmmaker can still read, saying it takes no applications', async () => {
    stubApplyApi(undefined, { status: 'filled' });
    renderRoute(PATTERN, ApplyPage, URL_);
    expect(await screen.findByText('This job is not taking applications')).toBeInTheDocument();
    expect(
      screen.getByText('This job has been filled, so it is no longer taking applications.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'DoP for a three-day brand shoot' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send application' })).not.toBeInTheDocument();
  });

  it('shows an honest empty state for a job that is gone', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/profiles/filmmaker/me' ? Response.json(profile()) : undefined,
    );
    renderRoute(PATTERN, ApplyPage, URL_);
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/filmmaker/dashboard/jobs',
    );
  });
});
