import type { Application, ApplicationStatus } from '@reelhire/shared/applications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { ApplicantPage } from './applicant-page';
import { application, APPLICATION_ID, JOB_ID } from './application-fixtures';
import { sent, signIn, stubApi } from '@/test/stub-api';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PATTERN = '/client/dashboard/projects/:projectId/jobs/:jobId/applicants/:talentId';
const JOB_PATH = `/client/dashboard/projects/project-1/jobs/${JOB_ID}`;
const URL_ = `${JOB_PATH}/applicants/${APPLICATION_ID}`;
const APPLICATION_PATH = `/rest/v1/applications/${APPLICATION_ID}`;

/** The server marks the application viewed when the client reads it; transitions move it on. */
function stubApplicant(status: ApplicationStatus, overrides: Partial<Application> = {}) {
  let current: Application = application({
    status: status === 'submitted' ? 'viewed' : status,
    ...overrides,
  });
  const moves: Partial<Record<string, ApplicationStatus>> = {
    shortlist: 'shortlisted',
    unshortlist: 'viewed',
    reject: 'rejected',
  };
  return stubApi(({ url, method, body }) => {
    if (url.pathname === `/api${APPLICATION_PATH}` && method === 'GET') return Response.json(current);
    const transition = url.pathname.split('/').at(-1)!;
    if (method === 'POST' && url.pathname === `/api${APPLICATION_PATH}/${transition}` && moves[transition]) {
      const note = (body as { note?: string } | undefined)?.note ?? null;
      current = {
        ...current,
        status: moves[transition],
        rejection_note: transition === 'reject' ? note : null,
      };
      return Response.json(current);
    }
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('client');
});
afterEach(() => vi.unstubAllGlobals());

describe('one applicant, for the client', () => {
  it('shows the filmmaker, their portfolio link and what they sent', async () => {
    stubApplicant('submitted');
    renderRoute(PATTERN, ApplicantPage, URL_);
    expect(await screen.findByRole('heading', { name: 'Maya Okafor', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('Viewed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Public portfolio/ })).toHaveAttribute(
      'href',
      '/portfolio/maya-okafor',
    );
    expect(screen.getByText('£650 / day')).toBeInTheDocument();
    expect(screen.getByText('Available on all the dates')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Portfolio image 1' })).toBeInTheDocument();
  });

  it('says when the filmmaker edited what they sent (decision 0057)', async () => {
    stubApplicant('viewed', { edited_at: '2027-01-14T09:00:00.000Z' });
    renderRoute(PATTERN, ApplicantPage, URL_);
    expect(
      await screen.findByText(
        'Applied to DoP for a three-day brand shoot on 12 Jan 2027 · edited 14 Jan 2027',
      ),
    ).toBeInTheDocument();
  });

  it('opens the chat with the filmmaker and leads to the offer form', async () => {
    stubApplicant('viewed');
    renderRoute(PATTERN, ApplicantPage, URL_);
    const message = await screen.findByRole('link', { name: 'Message' });
    const href = new URL(message.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/client/dashboard/messages');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      id: 'filmmaker-1',
      role: 'filmmaker',
      name: 'Maya Okafor',
    });
    expect(screen.getByRole('link', { name: 'Make an offer' })).toHaveAttribute(
      'href',
      `${JOB_PATH}/contract?application=${APPLICATION_ID}`,
    );
  });

  it('shortlists, then offers to take them off the shortlist', async () => {
    const fetchMock = stubApplicant('viewed');
    renderRoute(PATTERN, ApplicantPage, URL_);
    await user.click(await screen.findByRole('button', { name: 'Shortlist' }));
    expect(await screen.findByRole('button', { name: 'Remove from shortlist' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shortlist' })).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST', `${APPLICATION_PATH}/shortlist`)).toHaveLength(1);
  });

  it('rejects with a note, telling the client the filmmaker sees it kindly worded', async () => {
    const fetchMock = stubApplicant('shortlisted');
    renderRoute(PATTERN, ApplicantPage, URL_);
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Maya sees “Not selected this time”, worded kindly');
    await user.type(
      within(dialog).getByLabelText('Note to the filmmaker (optional)'),
      'We chose a Leeds crew.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', `${APPLICATION_PATH}/reject`)).toEqual([
      { note: 'We chose a Leeds crew.' },
    ]);
    expect(await screen.findByText('Not selected')).toBeInTheDocument();
    // A rejected application takes no more actions, and no offer.
    expect(screen.queryByRole('button', { name: 'Shortlist' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make an offer' })).not.toBeInTheDocument();
  });
});
