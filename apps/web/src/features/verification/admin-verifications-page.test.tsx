import type { AdminVerification, VerificationStatus } from '@reelhire/shared/verification';
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
import { AdminVerificationsPage } from './admin-verifications-page';
import { pages } from './routes';
import { adminVerification, document, submission } from './verification-fixtures';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();

/** A small admin API over a list of submissions: lists by status, approves and rejects. */
function stubAdminApi(initial: AdminVerification[]) {
  let items = [...initial];
  let listCalls = 0;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/rest/v1/admin/verifications' && method === 'GET') {
      listCalls += 1;
      const status = (url.searchParams.get('status') ?? 'pending') as VerificationStatus;
      const matching = items
        .filter((item) => item.status === status)
        // Each answer signs the links afresh.
        .map((item) => ({
          ...item,
          identity_document: {
            ...item.identity_document,
            url: `${item.identity_document.url}&n=${listCalls}`,
          },
        }));
      // Pages of two by keyset: the cursor is the index of the next item, the total on the first page.
      const from = Number(url.searchParams.get('after') ?? 0);
      const page = matching.slice(from, from + 2);
      return Response.json({
        items: page,
        next_cursor: from + 2 < matching.length ? String(from + 2) : null,
        total: from === 0 ? matching.length : null,
      });
    }
    const action = url.pathname.match(/^\/api\/rest\/v1\/admin\/verifications\/([^/]+)\/(approve|reject)$/);
    if (action && method === 'POST') {
      const [, id, verb] = action;
      const item = items.find((candidate) => candidate.id === id)!;
      const reason = verb === 'reject' ? (JSON.parse(String(init!.body)) as { reason: string }).reason : null;
      const updated: AdminVerification = {
        ...item,
        status: verb === 'approve' ? 'approved' : 'rejected',
        rejection_reason: reason,
        events: [
          ...item.events,
          {
            action: verb === 'approve' ? 'approved' : 'rejected',
            actor_id: 'admin-1',
            actor_name: 'Ada Admin',
            reason,
            created_at: '2026-03-03T09:00:00.000Z',
          },
        ],
      };
      items = items.map((candidate) => (candidate.id === id ? updated : candidate));
      return Response.json(updated);
    }
    return new Response(JSON.stringify({ error: `Unexpected ${method} ${url.pathname}` }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function signInAsAdmin() {
  storeSessionMarker();
  fake = createFakeAuthClient(
    fakeSession(fakeUser({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' })),
  );
}

const maya = () =>
  adminVerification({
    user_name: 'Maya Okafor',
    user_email: 'maya@example.com',
    identity_document: document('passport.jpg', 'image/jpeg'),
    selfie: document('selfie.png', 'image/png'),
  });

const northlight = () =>
  adminVerification({
    ...submission({ role: 'client', document_type: 'national_id' }),
    user_name: 'Jon Hale',
    user_email: 'jon@northlight.test',
    profile_name: 'Northlight Studios',
    client_kind: 'company',
    identity_document: document('id-card.pdf', 'application/pdf'),
    selfie: document('jon.jpg'),
    business_document: document('incorporation.pdf', 'application/pdf'),
  });

const postsTo = (fetchMock: ReturnType<typeof stubAdminApi>, suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'POST' && String(url).endsWith(suffix));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('/admin/verify', () => {
  it('is the page of the route', () => {
    expect(pages['/admin/verify']).toBe(AdminVerificationsPage);
  });

  it('lists the pending submissions with who sent them, the documents and the history', async () => {
    signInAsAdmin();
    const first = maya();
    const second = northlight();
    stubAdminApi([first, second]);
    renderRoute('/admin/verify', AdminVerificationsPage);

    expect(screen.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Pending/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('2 submissions waiting, oldest first')).toBeInTheDocument();

    const mayaCard = screen.getByRole('article', { name: 'Maya Okafor, filmmaker' });
    expect(within(mayaCard).getByText('maya@example.com')).toBeInTheDocument();
    expect(within(mayaCard).getByText('Filmmaker')).toBeInTheDocument();
    expect(within(mayaCard).getAllByText('Passport').length).toBeGreaterThan(0);
    const thumbnail = within(mayaCard).getByRole('img', {
      name: 'Identity document (Passport) of Maya Okafor',
    });
    expect(thumbnail).toHaveAttribute('src', expect.stringContaining(first.identity_document.file_id));
    const fullSize = thumbnail.closest('a')!;
    expect(fullSize).toHaveAttribute('target', '_blank');
    expect(fullSize).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mayaCard).getByText(/Sent/, { selector: 'span.font-medium' })).toBeInTheDocument();
    expect(within(mayaCard).getByText(/by Maya Okafor/)).toBeInTheDocument();

    const clientCard = screen.getByRole('article', { name: 'Jon Hale, client' });
    expect(within(clientCard).getByText('Client')).toBeInTheDocument();
    expect(within(clientCard).getByText('Company')).toBeInTheDocument();
    expect(within(clientCard).getByText('Northlight Studios')).toBeInTheDocument();
    const pdfLinks = within(clientCard).getAllByRole('link', { name: /\(PDF\) of Jon Hale/ });
    expect(pdfLinks).toHaveLength(2);
    for (const link of pdfLinks) {
      expect(link).toHaveTextContent('Open PDF');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(pdfLinks[1]).toHaveAttribute('href', second.business_document!.url);
  });

  it('approves: calls the endpoint, says so and the card leaves the pending list', async () => {
    signInAsAdmin();
    const first = maya();
    const fetchMock = stubAdminApi([first, northlight()]);
    renderRoute('/admin/verify', AdminVerificationsPage);
    const card = await screen.findByRole('article', { name: 'Maya Okafor, filmmaker' });

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Maya Okafor is verified')).toBeInTheDocument();
    expect(postsTo(fetchMock, `/api/rest/v1/admin/verifications/${first.id}/approve`)).toHaveLength(1);
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Maya Okafor, filmmaker' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('1 submission waiting, oldest first')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Jon Hale, client' })).toBeInTheDocument();
  });

  it('rejects only with a reason of at least 10 characters, and sends it', async () => {
    signInAsAdmin();
    const first = maya();
    const fetchMock = stubAdminApi([first]);
    renderRoute('/admin/verify', AdminVerificationsPage);
    const card = await screen.findByRole('article', { name: 'Maya Okafor, filmmaker' });

    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: /Reject Maya Okafor.s documents\?/ });
    await user.type(within(dialog).getByLabelText('Reason'), '  Blurry  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Say why, in a sentence the user can act on')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(postsTo(fetchMock, '/reject')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Reason'));
    await user.type(within(dialog).getByLabelText('Reason'), ' The passport photo is blurred. ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Documents rejected')).toBeInTheDocument();
    const [call] = postsTo(fetchMock, `/api/rest/v1/admin/verifications/${first.id}/reject`);
    expect(JSON.parse(String(call![1]!.body))).toEqual({ reason: 'The passport photo is blurred.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No verifications waiting')).toBeInTheDocument();

    // The Rejected tab shows it with the reason and the history.
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await screen.findByRole('article', { name: 'Maya Okafor, filmmaker' });
    expect(within(rejected).getByText('“The passport photo is blurred.”')).toBeInTheDocument();
    expect(within(rejected).getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(within(rejected).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('shows further submissions a page at a time, with the total from the first page', async () => {
    signInAsAdmin();
    const third = adminVerification({
      user_name: 'Ines Moreau',
      user_email: 'ines@example.com',
    });
    const fetchMock = stubAdminApi([maya(), northlight(), third]);
    renderRoute('/admin/verify', AdminVerificationsPage);
    expect(await screen.findByText('3 submissions waiting, oldest first')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Show more submissions' }));
    expect(await screen.findByRole('article', { name: 'Ines Moreau, filmmaker' })).toBeInTheDocument();
    expect(screen.getByText('3 submissions waiting, oldest first')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more submissions' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/rest/v1/admin/verifications?status=pending&limit=20&after=2',
    );
  });

  it('keeps the tab in the URL and shows an honest empty state for each', async () => {
    signInAsAdmin();
    stubAdminApi([]);
    const router = renderRoute('/admin/verify', AdminVerificationsPage, '/admin/verify?status=approved');
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No approved verifications yet')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('No rejected verifications')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');

    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(await screen.findByText('No verifications waiting')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('fetches fresh links before opening a document from a list shown for more than ten minutes', async () => {
    signInAsAdmin();
    const first = maya();
    const fetchMock = stubAdminApi([first]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderRoute('/admin/verify', AdminVerificationsPage);
    const thumbnail = await screen.findByRole('img', { name: 'Identity document (Passport) of Maya Okafor' });
    const listCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/rest/v1/admin/verifications?'))
        .length;
    const before = listCalls();

    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 11 * 60 * 1000);
    await user.click(thumbnail);
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(listCalls()).toBe(before + 1);
    const [url, target, features] = open.mock.calls[0]!;
    expect(String(url)).toBe(`${first.identity_document.url}&n=${before + 1}`);
    expect(target).toBe('_blank');
    expect(features).toContain('noopener');
  });
});
