import type { Dispute, DisputeRecord } from '@reelhire/shared/disputes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { renderRoute } from '@/test/render-route';
import { sent, stubApi } from '@/test/stub-api';
import { AdminDisputesPage } from './admin-disputes-page';
import { pages } from './routes';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const user = userEvent.setup({ delay: null });
const ID = 'd1000000-0000-4000-8000-000000000001';

const dispute: Dispute = {
  id: ID,
  status: 'awaiting_ruling',
  booking_id: 'b1000000-0000-4000-8000-000000000001',
  booking_title: 'Launch film edit',
  client_id: 'c1',
  filmmaker_id: 'f1',
  client_name: 'Northlight Studios',
  filmmaker_name: 'Maya Okafor',
  project_id: null,
  job_id: null,
  opened_by: 'client',
  reason: 'not_as_agreed',
  description: 'The cut misses half the agreed shot list.',
  response: 'Every shot on the list was filmed.',
  responded_at: '2027-06-16T10:00:00.000Z',
  respond_by: '2027-06-20T10:00:00.000Z',
  currency: 'GBP',
  frozen_minor: 100_000,
  milestones: [],
  evidence: [],
  ruling: null,
  actions: ['rule'],
  created_at: '2027-06-15T10:00:00.000Z',
  updated_at: '2027-06-16T10:00:00.000Z',
};
const record: DisputeRecord = {
  contract: { id: 'k1', number: 'RH-2027-000042', status: 'active', amount_minor: 100_000, terms: {} },
  offer_rounds: [],
  messages: [
    {
      id: 'm1',
      user_name: 'Maya Okafor',
      entity_role: 'filmmaker',
      content: 'Rushes are up.',
      created_at: '2027-06-10T10:00:00.000Z',
    },
  ],
  deliverables: [],
  payments: [],
  ledger: [],
};

beforeEach(() => {
  storeSessionMarker();
  fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'admin' })));
});
afterEach(() => vi.unstubAllGlobals());

test('is the admin area’s disputes page', () => {
  expect(pages['/admin/disputes']).toBe(AdminDisputesPage);
});

test('the admin reads the whole record and confirms a split that adds up, keyed for retries', async () => {
  let current = dispute;
  const fetchMock = stubApi(({ url, method, body }) => {
    if (url.pathname === '/api/rest/v1/disputes' && method === 'GET')
      return Response.json({ items: [current], next_cursor: null });
    if (url.pathname === `/api/rest/v1/disputes/${ID}` && method === 'GET')
      return Response.json({ dispute: current, record });
    if (url.pathname === `/api/rest/v1/disputes/${ID}/rule` && method === 'POST') {
      const input = body as { release_minor: number; refund_minor: number; reasoning: string };
      current = {
        ...current,
        status: 'resolved',
        actions: [],
        ruling: { outcome: 'split', ...input, ruled_at: '2027-06-21T10:00:00.000Z' },
      };
      return Response.json(current);
    }
    return undefined;
  });
  renderRoute('/admin/disputes', AdminDisputesPage, '/admin/disputes');
  await user.click(await screen.findByRole('link', { name: /Launch film edit/ }));
  expect(await screen.findByText('Rushes are up.')).toBeInTheDocument();
  expect(screen.getByText(/RH-2027-000042/)).toBeInTheDocument();

  const form = screen.getByRole('form', { name: 'Rule on the dispute' });
  await user.type(within(form).getByLabelText(/Released to the filmmaker/), '600');
  expect(within(form).getByText('£400')).toBeInTheDocument();
  await user.type(
    within(form).getByLabelText(/Reasoning/),
    'Half the shot list arrived; the grade was owed later.',
  );
  await user.click(within(form).getByRole('button', { name: 'Review the ruling' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('£600 goes to Maya Okafor and £400 back to Northlight Studios.');
  await user.click(within(dialog).getByRole('button', { name: 'Rule and move the money' }));

  expect(await screen.findByText(/Reelhire’s ruling: Split between them/)).toBeInTheDocument();
  expect(sent(fetchMock, 'POST', `/rest/v1/disputes/${ID}/rule`)).toEqual([
    {
      outcome: 'split',
      release_minor: 60_000,
      refund_minor: 40_000,
      reasoning: 'Half the shot list arrived; the grade was owed later.',
    },
  ]);
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/rule'))!;
  expect(new Headers(call[1]?.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
});
