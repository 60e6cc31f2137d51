import type { DashboardRole, DashboardSummary } from '@reelhire/shared/dashboard';
import { screen } from '@testing-library/react';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { DashboardHomePage } from './dashboard-home-page';
import { filmmakerRecord } from '@/test/fake-records';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const role = (overrides: Partial<DashboardRole>): DashboardRole => ({
  setup: true,
  verified: false,
  completeness: 53,
  missing: [],
  suggestions: [{ step: 'basic', field: 'avatar', message: 'Add a profile photo' }],
  verification_state: 'none',
  rejection_reason: null,
  public_path: '/portfolio/maya-okafor',
  display_name: 'Maya Okafor',
  ...overrides,
});

function signedIn(summary: DashboardSummary) {
  storeSessionMarker();
  fake = createFakeAuthClient(
    fakeSession(fakeUser({ userType: 'filmmaker', firstName: 'Maya', lastName: 'Okafor' })),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/dashboard/me')
        ? Response.json(summary)
        : Response.json(
            String(input).includes('/filmmakers') ? [filmmakerRecord({ verified: false, setup: true })] : [],
          ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const FilmmakerHome = () => <DashboardHomePage role="filmmaker" />;

it('shows completeness, the verification state and sends a live unverified filmmaker to verify', async () => {
  signedIn({ filmmaker: role({}), client: null });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'Verify your identity' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Verify your identity/ })).toHaveAttribute(
    'href',
    '/filmmaker/verify-identity',
  );
  expect(screen.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '53',
  );
  expect(screen.getByText('53% complete')).toBeInTheDocument();
  expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /View your public page/ })).toHaveAttribute(
    'href',
    '/portfolio/maya-okafor',
  );
  expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/filmmaker/dashboard/account',
  );
});

it('tells a rejected filmmaker why, and a pending one to wait', async () => {
  signedIn({
    filmmaker: role({ verification_state: 'rejected', rejection_reason: 'The passport photo is blurred' }),
    client: null,
  });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'Send your documents again' })).toBeInTheDocument();
  expect(screen.getByText('Reason: The passport photo is blurred')).toBeInTheDocument();
});

it('says when everything is done', async () => {
  signedIn({
    filmmaker: role({ verified: true, verification_state: 'approved', suggestions: [], completeness: 100 }),
    client: null,
  });
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  expect(await screen.findByRole('heading', { name: 'You are all set' })).toBeInTheDocument();
  expect(screen.getByText('Identity verified')).toBeInTheDocument();
});

it('lists an offer to answer under "Needs your action", linked to the offer', async () => {
  signedIn({ filmmaker: role({ verified: true, verification_state: 'approved' }), client: null });
  const summaryFetch = vi.mocked(fetch);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes('/dashboard/hiring')
        ? Response.json({
            as: 'filmmaker',
            offers_to_answer: [
              {
                offer_id: 'o1',
                application_id: 'a1',
                job_id: 'j1',
                project_id: 'p1',
                job_title: 'Camera for a brand film',
                counterpart_name: 'Northlight Studios',
                amount_minor: 360000,
                currency: 'GBP',
                expires_at: '2026-12-02T12:00:00.000Z',
              },
            ],
            invitations: [],
          })
        : summaryFetch(input, init),
    ),
  );
  renderRoute('/filmmaker/dashboard', FilmmakerHome);
  const link = await screen.findByRole('link', {
    name: /Offer from Northlight Studios for Camera for a brand film/,
  });
  expect(link).toHaveAttribute('href', '/filmmaker/dashboard/contract/a1');
  expect(link).toHaveTextContent('£3,600');
});
