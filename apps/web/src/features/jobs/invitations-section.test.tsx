import type { Invitation } from '@reelhire/shared/invitations';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '@/test/render-route';
import { FilmmakerJobPage } from './filmmaker-job-page';
import { JobSearchPage } from './job-search-page';
import { aJob, JOB_ID, kit, page, PROJECT_ID, signInAs, stubApi } from './jobs-test-kit';

vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => kit.fake);
});

const JOBS = '/filmmaker/dashboard/jobs';

function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    job_id: JOB_ID,
    filmmaker_id: 'filmmaker-1',
    message: 'We loved your night exteriors on Salt Roads.',
    job: {
      title: 'Director of photography',
      project_id: PROJECT_ID,
      status: 'published',
      craft: 'director of photography',
      application_deadline: '2099-02-20',
    },
    client_name: 'Northwind Films',
    filmmaker_name: 'Maya Okafor',
    applied: false,
    created_at: new Date().toISOString(),
    ...overrides,
  };
}

const applied = anInvitation({
  id: 'c0ffee00-0000-4000-8000-000000000002',
  job_id: 'j-applied',
  job: { ...anInvitation().job, title: 'Camera operator for a documentary' },
  applied: true,
});

/** The job search (one job), the job itself, and the filmmaker's invitations. */
function stubInvitations(invitations: Invitation[]) {
  return stubApi(({ url }) => {
    if (url.pathname === '/api/rest/v1/invitations') return Response.json({ items: invitations });
    if (url.pathname === '/api/rest/v1/jobs')
      return Response.json(page([aJob({ id: 'j-search', title: 'Gaffer' })]));
    if (url.pathname === `/api/rest/v1/jobs/${JOB_ID}`) return Response.json(aJob());
    return undefined;
  });
}

beforeEach(() => signInAs('filmmaker'));
afterEach(() => vi.unstubAllGlobals());

describe("the filmmaker's invitations on the jobs page", () => {
  it('lists the invitations not applied to yet above the search, with who, what, when and the note', async () => {
    stubInvitations([anInvitation(), applied]);
    renderRoute(JOBS, JobSearchPage);
    const section = await screen.findByRole('region', { name: 'Invitations' });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    const [card] = cards;
    expect(card).toHaveTextContent('Northwind Films invited you to apply');
    expect(card).toHaveTextContent('Director of photography');
    expect(card).toHaveTextContent('Apply by 20 Feb 2099');
    expect(card).toHaveTextContent('We loved your night exteriors on Salt Roads.');
    expect(
      await within(card!).findByRole('link', { name: 'Apply for Director of photography' }),
    ).toHaveAttribute('href', `${JOBS}/${JOB_ID}/apply`);
    expect(within(card!).getByRole('link', { name: 'View the job Director of photography' })).toHaveAttribute(
      'href',
      `${JOBS}/${JOB_ID}`,
    );
    // Applied already: it dropped out.
    expect(section).not.toHaveTextContent('Camera operator for a documentary');
    // Above the search and its results.
    const searchBox = screen.getByRole('searchbox');
    expect(section.compareDocumentPosition(searchBox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Gaffer/ })).toBeInTheDocument();
  });

  it('shows no section when every invitation was applied to, or there is none', async () => {
    stubInvitations([applied]);
    renderRoute(JOBS, JobSearchPage);
    expect(await screen.findByRole('link', { name: /Gaffer/ })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitations' })).not.toBeInTheDocument();
    expect(screen.queryByText(/invited you/)).not.toBeInTheDocument();
  });

  it('leads an unverified filmmaker to the job page, where applying is explained, rather than to Apply', async () => {
    signInAs('filmmaker', { verified: false });
    stubInvitations([anInvitation()]);
    renderRoute(JOBS, JobSearchPage);
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(within(section).getByRole('link', { name: /View the job/ })).toBeInTheDocument();
    expect(within(section).queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
  });

  it('says no longer open to applications once the deadline passed, without an Apply link', async () => {
    stubInvitations([anInvitation({ job: { ...anInvitation().job, application_deadline: '2020-01-10' } })]);
    renderRoute(JOBS, JobSearchPage);
    const section = await screen.findByRole('region', { name: 'Invitations' });
    expect(section).toHaveTextContent('Applications closed on 10 Jan 2020');
    expect(within(section).queryByRole('link', { name: /^Apply/ })).not.toBeInTheDocument();
  });
});

describe('the job page of an invited filmmaker', () => {
  it('says who invited them, with their note', async () => {
    stubInvitations([anInvitation()]);
    renderRoute(`${JOBS}/:jobId`, FilmmakerJobPage, `${JOBS}/${JOB_ID}`);
    expect(await screen.findByText('Northwind Films invited you to apply')).toBeInTheDocument();
    expect(screen.getByText('“We loved your night exteriors on Salt Roads.”')).toBeInTheDocument();
  });

  it('says nothing of invitations to other jobs', async () => {
    stubInvitations([applied]);
    renderRoute(`${JOBS}/:jobId`, FilmmakerJobPage, `${JOBS}/${JOB_ID}`);
    expect(await screen.findByRole('heading', { name: 'Director of photography' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByText(/invited you/)).not.toBeInTheDocument();
  });
});
