import type { Application, ApplicationStatus } from '@reelhire/shared/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { application, APPLICATION_ID } from './application-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';
import { ApplicationDetailPage } from './application-detail-page';
import { MyApplicationsPage } from './my-applications-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const LIST = '/filmmaker/dashboard/applications';
const DETAIL = '/filmmaker/dashboard/applications/:id';

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

describe('my applications', () => {
  it('lists each application with job, client, rate, status in the filmmaker’s words and date', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/applications'
        ? Response.json({
            items: [
              application(),
              application({
                id: 'application-2',
                status: 'rejected',
                job: {
                  title: 'Editor for a music video',
                  project_id: 'p2',
                  status: 'published',
                  client_name: 'Loud Records',
                },
                proposed_rate_minor: 240000,
                rate_type: 'fixed',
                created_at: '2027-01-02T09:00:00.000Z',
              }),
            ],
            next_cursor: null,
          })
        : undefined,
    );
    renderRoute(LIST, MyApplicationsPage);
    const first = await screen.findByRole('link', { name: /DoP for a three-day brand shoot/ });
    expect(first).toHaveAttribute('href', `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    expect(first).toHaveTextContent('Northern Roast · £650 / day');
    expect(first).toHaveTextContent('Sent');
    expect(first).toHaveTextContent('Applied 12 Jan 2027');
    const second = screen.getByRole('link', { name: /Editor for a music video/ });
    expect(second).toHaveTextContent('Loud Records · £2,400');
    // Never "rejected" to the filmmaker.
    expect(second).toHaveTextContent('Not selected this time');
  });

  it('filters by status through the query string and the API', async () => {
    const fetchMock = stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/applications'
        ? Response.json({ items: [], next_cursor: null })
        : undefined,
    );
    const router = renderRoute(LIST, MyApplicationsPage);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Shortlisted');
    expect(router.state.location.search).toBe('?status=shortlisted');
    expect(await screen.findByText('No applications with this status')).toBeInTheDocument();
    const last = new URL(String(fetchMock.mock.lastCall![0]), 'http://localhost');
    expect(last.searchParams.get('status')).toBe('shortlisted');
  });

  it('has an honest empty state that leads to the jobs', async () => {
    stubApi(({ url }) =>
      url.pathname === '/api/rest/v1/applications'
        ? Response.json({ items: [], next_cursor: null })
        : undefined,
    );
    renderRoute(LIST, MyApplicationsPage);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute(
      'href',
      '/filmmaker/dashboard/jobs',
    );
  });
});

function stubDetail(initial: Partial<Application>, onWithdraw?: () => Response) {
  let current = application(initial);
  return stubApi(({ url, method }) => {
    if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}` && method === 'GET') {
      return Response.json(current);
    }
    if (url.pathname === `/api/rest/v1/applications/${APPLICATION_ID}/withdraw` && method === 'POST') {
      const answer = onWithdraw?.();
      if (answer) return answer;
      current = { ...current, status: 'withdrawn', updated_at: '2027-01-20T09:00:00.000Z' };
      return Response.json(current);
    }
    return undefined;
  });
}

describe('one application', () => {
  it('shows what was sent and the status history', async () => {
    stubDetail({
      status: 'viewed',
      viewed_at: '2027-01-13T09:00:00.000Z',
      availability_note: 'Not the 16th',
    });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    expect(
      await screen.findByRole('heading', { name: 'DoP for a three-day brand shoot' }),
    ).toBeInTheDocument();
    expect(screen.getByText('£650 / day')).toBeInTheDocument();
    expect(screen.getByText('Available on all the dates — Not the 16th')).toBeInTheDocument();
    expect(screen.getByText(/I shot two campaigns for coffee brands/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portfolio image 1' })).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Status history' });
    expect(within(history).getByText('Sent')).toBeInTheDocument();
    expect(within(history).getByText('Viewed by the client')).toBeInTheDocument();
    expect(within(history).getByText('13 Jan 2027')).toBeInTheDocument();
  });

  it('keeps "Shortlisted" in the history once an offer followed it', async () => {
    stubDetail({
      status: 'offered',
      viewed_at: '2027-01-13T09:00:00.000Z',
      shortlisted_at: '2027-01-14T09:00:00.000Z',
      updated_at: '2027-01-15T09:00:00.000Z',
    });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    const history = await screen.findByRole('list', { name: 'Status history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      expect.stringMatching(/^Sent/),
      'Viewed by the client13 Jan 2027',
      'Shortlisted14 Jan 2027',
      'Offer received15 Jan 2027',
    ]);
  });

  it.each<[ApplicationStatus, boolean]>([
    ['submitted', true],
    ['shortlisted', true],
    ['offered', true],
    ['hired', false],
    ['rejected', false],
    ['withdrawn', false],
    ['closed', false],
  ])('offers Withdraw on a %s application only when the machine allows it (%s)', async (status, shown) => {
    stubDetail({ status });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    await screen.findByRole('heading', { name: 'DoP for a three-day brand shoot' });
    expect(Boolean(screen.queryByRole('button', { name: 'Withdraw' }))).toBe(shown);
  });

  it('withdraws after a confirmation', async () => {
    const fetchMock = stubDetail({ status: 'shortlisted' });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this application?' });
    expect(sent(fetchMock, 'POST', `/rest/v1/applications/${APPLICATION_ID}/withdraw`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', `/rest/v1/applications/${APPLICATION_ID}/withdraw`)).toHaveLength(1);
    expect(await screen.findAllByText('Withdrawn')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('shows a refused withdrawal in the dialog with the state it is in now', async () => {
    stubDetail({ status: 'offered' }, () =>
      Response.json(
        { error: 'This application is hired, so it cannot be changed that way now', status: 'hired' },
        { status: 409 },
      ),
    );
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Withdraw' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'This application is hired, so it cannot be changed that way now (it is now hired).',
    );
  });

  it('words a rejection kindly, with the client’s note', async () => {
    stubDetail({ status: 'rejected', rejection_note: 'We went with someone based in Leeds.' });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    expect(await screen.findAllByText('Not selected this time')).not.toHaveLength(0);
    expect(screen.getByText('We went with someone based in Leeds.')).toBeInTheDocument();
    expect(screen.queryByText(/rejected/i)).not.toBeInTheDocument();
  });

  it('links to the offer when there is one', async () => {
    stubDetail({ status: 'offered' });
    renderRoute(DETAIL, ApplicationDetailPage, `/filmmaker/dashboard/applications/${APPLICATION_ID}`);
    expect(await screen.findByRole('link', { name: /See the offer/ })).toHaveAttribute(
      'href',
      `/filmmaker/dashboard/contract/${APPLICATION_ID}`,
    );
  });
});
