import type { ClaimDraft } from '@reelhire/shared/claims';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { AdminDraftsPage, AdminTestDraftsPage } from './drafts-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

// No pause between keystrokes: the form has many fields, and a busy machine must not time the tests out.
const user = userEvent.setup({ delay: null });
const FORM_TEST_TIMEOUT_MS = 20_000;

const draft = (overrides: Partial<ClaimDraft> = {}): ClaimDraft => ({
  id: 'b5a3c3f0-0000-4000-8000-000000000001',
  project_id: 'project-1',
  job_id: 'job-1',
  project_title: 'Spring campaign for Fieldhouse Coffee',
  job_title: 'Director of photography',
  recipient_email: 'ana@fieldhouse.example',
  test: false,
  state: 'open',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-12-04T10:00:00.000Z',
  claimed_at: null,
  claimed_by: null,
  ...overrides,
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

/** The admin drafts API over a list: GET lists by test flag, POST creates, renew answers a new link. */
function stubDraftsApi(initial: ClaimDraft[] = []) {
  let items = [...initial];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/rest/v1/admin/drafts' && method === 'GET') {
      const test = url.searchParams.get('test') === 'true';
      return Response.json({ items: items.filter((item) => item.test === test), next_cursor: null });
    }
    if (url.pathname === '/api/rest/v1/admin/drafts' && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as { test: boolean; recipient_email: string | null };
      const created = draft({
        id: 'b5a3c3f0-0000-4000-8000-000000000099',
        test: body.test,
        recipient_email: body.recipient_email,
      });
      items = [created, ...items];
      return Response.json(
        { draft: created, claim_url: `https://reelhire.example/claim-job/${TOKEN}` },
        { status: 201 },
      );
    }
    const renew = url.pathname.match(/^\/api\/rest\/v1\/admin\/drafts\/([^/]+)\/renew$/);
    if (renew && method === 'POST') {
      const item = items.find((candidate) => candidate.id === renew[1])!;
      return Response.json({ draft: item, claim_url: 'https://reelhire.example/claim-job/renewed-token' });
    }
    return Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const posted = (fetchMock: ReturnType<typeof stubDraftsApi>) =>
  fetchMock.mock.calls
    .filter(([url, init]) => init?.method === 'POST' && String(url).endsWith('/admin/drafts'))
    .map(([, init]) => JSON.parse(String(init!.body)) as unknown);

async function fillDraft({ withRecipient = true } = {}) {
  if (withRecipient) await user.type(screen.getByLabelText("Recipient's email"), 'ana@fieldhouse.example');
  await user.type(screen.getByLabelText('Project title'), 'Spring campaign for Fieldhouse Coffee');
  await user.selectOptions(screen.getByLabelText('Production type'), 'commercial');
  await user.type(screen.getByLabelText('Total budget'), '15,000');
  await user.type(screen.getByLabelText('Shoot starts'), '2027-03-01');
  await user.type(screen.getByLabelText('Shoot ends'), '2027-03-02');
  await user.type(screen.getByLabelText('City'), 'London');
  await user.selectOptions(screen.getByLabelText('Country'), 'GB');
  await user.type(screen.getByLabelText('Job title'), 'Director of photography');
  await user.selectOptions(screen.getByLabelText('Craft'), 'director of photography');
  await user.type(
    screen.getByLabelText('What the job involves'),
    'Light and shoot two days on an Alexa Mini with our gaffer.',
  );
  await user.type(screen.getByLabelText('Rate from'), '600');
  await user.type(screen.getByLabelText('Rate up to'), '800.50');
}

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin', firstName: 'Ada' })));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/drafts', () => {
  it('are the pages of the routes', () => {
    expect(pages['/admin/drafts']).toBe(AdminDraftsPage);
    expect(pages['/admin/test-drafts']).toBe(AdminTestDraftsPage);
  });

  it(
    'drafts a project and a job for a client and shows the claim link once, with a copy button',
    async () => {
      const fetchMock = stubDraftsApi();
      const writeText = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
      renderRoute('/admin/drafts', AdminDraftsPage);

      expect(await screen.findByText('No drafts yet')).toBeInTheDocument();
      await fillDraft();
      await user.click(screen.getByRole('button', { name: 'Create draft and link' }));

      const ready = await screen.findByRole('status', { name: 'Link ready' });
      expect(
        within(ready).getByText(/Send this link to ana@fieldhouse.example yourself/),
      ).toBeInTheDocument();
      expect(within(ready).getByLabelText('Claim link')).toHaveValue(
        `https://reelhire.example/claim-job/${TOKEN}`,
      );
      await user.click(within(ready).getByRole('button', { name: 'Copy' }));
      expect(writeText).toHaveBeenCalledWith(`https://reelhire.example/claim-job/${TOKEN}`);

      // Main units became minor units; the job took the project's dates and place.
      expect(posted(fetchMock)).toEqual([
        expect.objectContaining({
          recipient_email: 'ana@fieldhouse.example',
          test: false,
          project: expect.objectContaining({
            title: 'Spring campaign for Fieldhouse Coffee',
            production_type: 'commercial',
            budget_minor: 1_500_000,
            currency: 'GBP',
            shoot_dates: [{ start: '2027-03-01', end: '2027-03-02' }],
            location: { remote: false, city: 'London', country: 'GB' },
          }),
          job: expect.objectContaining({
            craft: 'director of photography',
            rate_type: 'day',
            rate_min_minor: 60_000,
            rate_max_minor: 80_050,
            openings: 1,
            dates: [{ start: '2027-03-01', end: '2027-03-02' }],
            location: { remote: false, city: 'London', country: 'GB' },
          }),
        }),
      ]);
      // The list shows the new draft, waiting; the form is empty again for the next one.
      expect(await screen.findByText('Waiting to be claimed')).toBeInTheDocument();
      expect(screen.getByLabelText('Project title')).toHaveValue('');
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'says what is missing with the shared rules and sends nothing',
    async () => {
      const fetchMock = stubDraftsApi();
      renderRoute('/admin/drafts', AdminDraftsPage);
      await screen.findByText('No drafts yet');

      await user.type(screen.getByLabelText('Rate from'), '900');
      await user.type(screen.getByLabelText('Rate up to'), '100');
      await user.click(screen.getByRole('button', { name: 'Create draft and link' }));

      const said = (label: string) => screen.getByLabelText(label);
      await waitFor(() =>
        expect(said('Project title')).toHaveAccessibleDescription('A title needs at least 3 characters'),
      );
      expect(said('Job title')).toHaveAccessibleDescription('A title needs at least 3 characters');
      expect(said('Production type')).toHaveAccessibleDescription('Choose a production type from the list');
      expect(said('Craft')).toHaveAccessibleDescription('Choose a craft from the list');
      expect(said('City')).toHaveAccessibleDescription('Say where the work happens, or mark it remote');
      expect(said('What the job involves')).toHaveAttribute('aria-invalid', 'true');
      expect(posted(fetchMock)).toEqual([]);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it(
    'refuses a rate range upside down, as the server would',
    async () => {
      const fetchMock = stubDraftsApi();
      renderRoute('/admin/drafts', AdminDraftsPage);
      await screen.findByText('No drafts yet');
      await fillDraft();
      await user.clear(screen.getByLabelText('Rate up to'));
      await user.type(screen.getByLabelText('Rate up to'), '100');
      await user.click(screen.getByRole('button', { name: 'Create draft and link' }));

      await waitFor(() =>
        expect(screen.getByLabelText('Rate up to')).toHaveAccessibleDescription(
          'The highest rate cannot be lower than the lowest',
        ),
      );
      expect(posted(fetchMock)).toEqual([]);
    },
    FORM_TEST_TIMEOUT_MS,
  );

  it('lists drafts with their state, and renews an unclaimed link', async () => {
    stubDraftsApi([
      draft(),
      draft({ id: 'b5a3c3f0-0000-4000-8000-000000000002', job_title: 'Gaffer', state: 'expired' }),
      draft({
        id: 'b5a3c3f0-0000-4000-8000-000000000003',
        job_title: 'Editor',
        state: 'claimed',
        claimed_at: '2026-11-22T09:00:00.000Z',
        claimed_by: { email: 'ana@fieldhouse.example', company_name: 'Fieldhouse Coffee' },
      }),
    ]);
    renderRoute('/admin/drafts', AdminDraftsPage);

    const rows = await screen.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('Link works until 4 Dec 2026')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expired')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Link expired on 4 Dec 2026')).toBeInTheDocument();
    expect(
      within(rows[2]!).getByText('Claimed by Fieldhouse Coffee (ana@fieldhouse.example) on 22 Nov 2026'),
    ).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: 'Renew link' })).not.toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Renew link' }));
    expect(await within(rows[1]!).findByLabelText('New claim link')).toHaveValue(
      'https://reelhire.example/claim-job/renewed-token',
    );
    expect(await screen.findByText('New link ready: the old one no longer works')).toBeInTheDocument();
  });
});

describe('/admin/test-drafts', () => {
  it(
    'makes a test draft with no recipient and offers its preview',
    async () => {
      const fetchMock = stubDraftsApi();
      renderRoute('/admin/test-drafts', AdminTestDraftsPage);

      expect(await screen.findByText('No test drafts yet')).toBeInTheDocument();
      expect(screen.queryByLabelText("Recipient's email")).not.toBeInTheDocument();
      await fillDraft({ withRecipient: false });
      await user.click(screen.getByRole('button', { name: 'Create test draft' }));

      const ready = await screen.findByRole('status', { name: 'Link ready' });
      expect(within(ready).getByRole('link', { name: 'Preview' })).toHaveAttribute(
        'href',
        `/claim-job/${TOKEN}`,
      );
      expect(within(ready).getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');
      await waitFor(() =>
        expect(posted(fetchMock)).toEqual([expect.objectContaining({ test: true, recipient_email: null })]),
      );
      expect(await screen.findByText('Preview only')).toBeInTheDocument();
    },
    FORM_TEST_TIMEOUT_MS,
  );
});
