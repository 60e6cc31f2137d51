import type { Offer } from '@reelhire/shared/offers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { ClientContractPage } from './client-contract-page';
import { application, APPLICATION_ID, contract, job, JOB_ID, offer } from './contract-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/contract';
const JOB_PATH = `/client/dashboard/projects/project-1/jobs/${JOB_ID}`;

/** The client's API: the applicant, the job, their offers (none until one is sent) and contracts. */
function stubClientApi(options: { offers?: Offer[]; contracts?: unknown[] } = {}) {
  let offers = options.offers ?? [];
  return stubApi(({ url, method, body }) => {
    if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) return Response.json(application());
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job());
    if (url.pathname === '/api/rest/v1/offers' && method === 'GET')
      return Response.json({ items: offers, next_cursor: null });
    if (url.pathname === '/api/rest/v1/offers' && method === 'POST') {
      const { terms, message } = body as { terms: Offer['rounds'][number]['terms']; message: string | null };
      const created = offer({
        rounds: [{ round: 1, proposed_by: 'client', terms, message, created_at: '2027-02-01T10:00:00.000Z' }],
      });
      offers = [created];
      return Response.json(created, { status: 201 });
    }
    if (url.pathname === '/api/rest/v1/contracts') {
      return Response.json({ items: options.contracts ?? [], next_cursor: null });
    }
    return undefined;
  });
}

const sumStatus = () =>
  screen.getAllByRole('status').find((element) => element.textContent?.startsWith('Milestones add up'));

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

describe('the offer form', () => {
  it('is the client contract page', async () => {
    expect(await pages[PATTERN].load()).toBe(ClientContractPage);
  });

  it('starts from the applicant’s rate times the job’s days, its dates and one milestone', async () => {
    stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    expect(await screen.findByRole('heading', { name: 'Offer to Maya Okafor' })).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (GBP)')).toHaveValue('1950');
    expect(screen.getByLabelText('Rate type')).toHaveValue('day');
    expect(screen.getByLabelText('Number of days')).toHaveValue('3');
    expect(screen.getByLabelText('Start date')).toHaveValue('2027-03-14');
    expect(screen.getByLabelText('End date')).toHaveValue('2027-03-16');
    expect(screen.getByLabelText('Deliverables')).toHaveValue('Three shoot days as DoP');
    expect(screen.getByLabelText('Milestone 1 amount')).toHaveValue('1950');
    expect(sumStatus()).toHaveTextContent('Milestones add up to £1,950 of £1,950');
  });

  it('checks live that the milestones add up, and refuses to send when they do not', async () => {
    const fetchMock = stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    const amount = await screen.findByLabelText('Amount (GBP)');
    await user.clear(amount);
    await user.type(amount, '2000');
    expect(sumStatus()).toHaveTextContent('Milestones add up to £1,950 of £2,000 (£50 to assign)');
    await user.type(screen.getByLabelText('Usage rights'), 'Online worldwide for two years');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('The milestones must add up to the amount')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/rest/v1/offers')).toHaveLength(0);
  });

  it('asks for the fields the schema needs', async () => {
    stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    await user.clear(await screen.findByLabelText('Number of days'));
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Say how many days or half days')).toBeInTheDocument();
    expect(screen.getByText('The usage rights needs at least 3 characters')).toBeInTheDocument();
  });

  it('adds and removes milestone rows and sends the terms in minor units', async () => {
    const fetchMock = stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    const first = await screen.findByLabelText('Milestone 1 amount');
    await user.clear(first);
    await user.type(first, '1500');
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    await user.click(screen.getByRole('button', { name: 'Add a milestone' }));
    await user.click(screen.getByRole('button', { name: 'Remove milestone 3' }));
    expect(screen.queryByLabelText('Milestone 3 title')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Milestone 2 title'), 'Rushes delivered');
    await user.type(screen.getByLabelText('Milestone 2 amount'), '450.50');
    await user.type(screen.getByLabelText('Milestone 2 due'), '2027-03-20');
    await user.type(screen.getByLabelText('Milestone 2 acceptance criteria (optional)'), 'All cards copied');
    expect(sumStatus()).toHaveTextContent('Milestones add up to £1,950.50 of £1,950 (£0.50 too much)');
    const amount = screen.getByLabelText('Amount (GBP)');
    await user.clear(amount);
    await user.type(amount, '1950.50');
    expect(sumStatus()).toHaveTextContent('Milestones add up to £1,950.50 of £1,950.50');
    await user.type(screen.getByLabelText('Usage rights'), 'Online worldwide for two years');
    await user.type(screen.getByLabelText('Message to Maya Okafor (optional)'), 'Hope this works for you.');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Waiting for the filmmaker')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', '/rest/v1/offers')).toEqual([
      {
        application_id: APPLICATION_ID,
        terms: {
          amount_minor: 195050,
          rate_type: 'day',
          units: 3,
          start_date: '2027-03-14',
          end_date: '2027-03-16',
          deliverables: 'Three shoot days as DoP',
          milestones: [
            {
              title: 'Delivery of the work',
              amount_minor: 150000,
              due_date: '2027-03-16',
              acceptance_criteria: null,
            },
            {
              title: 'Rushes delivered',
              amount_minor: 45050,
              due_date: '2027-03-20',
              acceptance_criteria: 'All cards copied',
            },
          ],
          revisions_included: 2,
          kill_fee_percent: 50,
          cancellation_terms: null,
          usage_rights: 'Online worldwide for two years',
        },
        message: 'Hope this works for you.',
      },
    ]);
    // The sent offer is now the page: the client's own round, waiting for the filmmaker.
    expect(
      screen.getByText('Waiting for the filmmaker to answer. You are told when they do.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw offer' })).toBeInTheDocument();
  });

  it('sends no units for a fixed fee', async () => {
    const fetchMock = stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    await user.selectOptions(await screen.findByLabelText('Rate type'), 'Fixed fee');
    expect(screen.queryByLabelText('Number of days')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Usage rights'), 'Online worldwide for two years');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    await screen.findByText('Waiting for the filmmaker');
    const [body] = sent(fetchMock, 'POST', '/rest/v1/offers') as {
      terms: { rate_type: string; units: unknown };
    }[];
    expect(body!.terms).toMatchObject({ rate_type: 'fixed', units: null });
  });
});

describe('an application that cannot take an offer', () => {
  it('says why instead of showing the form', async () => {
    stubApi(({ url }) => {
      if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}`) {
        return Response.json(application({ status: 'withdrawn' }));
      }
      if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(job());
      if (url.pathname === '/api/rest/v1/offers') return Response.json({ items: [], next_cursor: null });
      return undefined;
    });
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract?application=${APPLICATION_ID}`);
    expect(await screen.findByText('This application cannot take an offer')).toBeInTheDocument();
    expect(screen.getByText(/application is withdrawn/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send offer' })).not.toBeInTheDocument();
  });
});

describe('the client contract page without an applicant', () => {
  it('shows the job’s signed contracts', async () => {
    stubClientApi({
      contracts: [contract(), contract({ id: 'other', job_id: 'another-job', number: 'RH-2027-000001' })],
    });
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract`);
    expect(await screen.findByRole('heading', { name: 'Contract RH-2027-000042' })).toBeInTheDocument();
    expect(screen.queryByText('Contract RH-2027-000001')).not.toBeInTheDocument();
    const parties = screen.getByText('Filmmaker').closest('dl')!;
    expect(within(parties).getByText('Maya Okafor')).toBeInTheDocument();
    expect(within(parties).getByText('3 Feb 2027')).toBeInTheDocument();
  });

  it('says honestly when there is none yet', async () => {
    stubClientApi();
    renderRoute(PATTERN, ClientContractPage, `${JOB_PATH}/contract`);
    expect(await screen.findByText('No contract yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the applicants' })).toHaveAttribute('href', JOB_PATH);
  });
});
