import type { DocumentItem, Paperwork } from '@reelhire/shared/documents';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeAuthClient } from '@/test/fake-auth-client';
import { contractRecord, fileRecord } from '@/test/fake-records';
import { renderRoute } from '@/test/render-route';
import { signIn, stubApi } from '@/test/stub-api';
import { DocumentsPage } from './documents-page';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup();
const PAGE = '/filmmaker/dashboard/documents';

const paperwork = (overrides: Partial<Paperwork> = {}): Paperwork => ({
  id: 'paperwork-1',
  status: 'active',
  owner_id: 'user-1',
  category: 'insurance',
  title: 'Public liability 2026',
  file: fileRecord({ kind: 'private_document', original_name: 'liability.pdf' }),
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

function stubDocuments(contracts: DocumentItem[], paperworkItems: DocumentItem[]) {
  return stubApi(({ url, method }) => {
    if (url.pathname === '/api/rest/v1/documents' && method === 'GET') {
      const items = url.searchParams.get('type') === 'contract' ? contracts : paperworkItems;
      return Response.json({ items, next_cursor: null });
    }
    if (url.pathname === '/api/rest/v1/documents/paperwork-1' && method === 'DELETE') {
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

beforeEach(() => {
  fake = signIn('filmmaker');
});
afterEach(() => vi.unstubAllGlobals());

describe('the documents page', () => {
  it('says honestly that there are no contracts or paperwork yet', async () => {
    stubDocuments([], []);
    renderRoute(PAGE, DocumentsPage);
    expect(await screen.findByText('No contracts yet')).toBeInTheDocument();
    expect(await screen.findByText('No paperwork yet')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Upload private paperwork' })).toBeInTheDocument();
  });

  it('lists contracts with their PDF and paperwork to open or delete', async () => {
    const contract = contractRecord();
    const fetchMock = stubDocuments(
      [{ type: 'contract', id: contract.id, created_at: contract.created_at, contract }],
      [{ type: 'paperwork', id: 'paperwork-1', created_at: '2026-11-20T10:00:00Z', paperwork: paperwork() }],
    );
    renderRoute(PAGE, DocumentsPage);
    expect(await screen.findByText('RH-2027-000042')).toBeInTheDocument();
    expect(screen.getByText(/Northern Roast · DoP/)).toBeInTheDocument();
    expect(screen.getByText(/Signed 3 Feb 2027 · £1,950/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download contract RH-2027-000042 as a PDF' })).toBeEnabled();

    const list = await screen.findByRole('list', { name: 'Your paperwork' });
    expect(within(list).getByText('Public liability 2026')).toBeInTheDocument();
    expect(within(list).getByText('Insurance')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Open/ })).toHaveAttribute('href', paperwork().file.url);

    await user.click(within(list).getByRole('button', { name: 'Delete Public liability 2026' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url) === '/api/rest/v1/documents/paperwork-1' && init?.method === 'DELETE',
        ),
      ).toBe(true),
    );
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    stubDocuments([], []);
    renderRoute(PAGE, DocumentsPage);
    const form = await screen.findByRole('form', { name: 'Upload private paperwork' });
    const file = new File(['x'], 'song.mp3', { type: 'audio/mpeg' });
    await userEvent.setup({ applyAccept: false }).upload(within(form).getByLabelText('File'), file);
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Upload a PDF, a photo (JPEG, PNG, WebP, GIF or AVIF) or an office document',
    );
  });
});
