import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAuthClient } from '@/lib/auth-client';
import {
  createFakeAuthClient,
  fakeSession,
  fakeUser,
  storeSessionMarker,
  type FakeAuthClient,
} from '@/test/fake-auth-client';
import { TestProviders } from '@/test/test-providers';
import { SupportWidget } from './support-widget';
import { supportWidget } from './support-widget-store';

let fake: FakeAuthClient;
vi.mock('@/lib/auth-client', async () => {
  const { authClientModule } = await import('@/test/fake-auth-client');
  return authClientModule(() => fake);
});

const bubble = () => screen.queryByRole('button', { name: 'Chat with support' });
const flush = () => act(async () => {});

function renderWidget() {
  render(
    <TestProviders>
      <SupportWidget />
    </TestProviders>,
  );
}

beforeEach(() => {
  fake = createFakeAuthClient();
  act(() => supportWidget.reset());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the live-chat support widget (docs/product.md §1)', () => {
  it('is shown to a signed-out visitor and opens a message form to the support inbox', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json(
        { id: '7f1c2a9e-0000-4000-8000-000000000000', created_at: '2026-01-01T00:00:00Z' },
        { status: 201 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWidget();
    const user = userEvent.setup();
    await user.click(bubble()!);
    expect(screen.getByRole('dialog', { name: 'Chat with Reelhire support' })).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please tell us your name')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your name'), 'Ada Visitor');
    await user.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'How do I hire a colourist for a week?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText("Thanks, Ada, we've got your message.")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/rest/v1/support-requests');
    expect(JSON.parse(String(init!.body))).toEqual({
      name: 'Ada Visitor',
      email: 'ada@example.com',
      message: 'How do I hire a colourist for a week?',
      topic: 'other',
    });

    await user.click(screen.getByRole('button', { name: 'Close support chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is hidden while signed in', async () => {
    storeSessionMarker();
    fake = createFakeAuthClient(fakeSession(fakeUser({ userType: 'client' })));
    renderWidget();
    await flush();
    await flush();
    expect(bubble()).toBeNull();
  });

  it('after a sign-in state change is re-hidden every second for ten seconds, then left alone', async () => {
    vi.useFakeTimers();
    renderWidget();
    expect(bubble()).not.toBeNull();
    act(() => {
      getAuthClient();
    });
    await flush();

    act(() => fake.emit('SIGNED_IN', fakeSession(fakeUser({ userType: 'filmmaker' }))));
    expect(bubble()).toBeNull();

    // Something shows it again (a third-party script, a stale "open" state): within a second it is hidden.
    act(() => supportWidget.show());
    expect(bubble()).not.toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble()).toBeNull();

    act(() => vi.advanceTimersByTime(4000));
    act(() => supportWidget.show());
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble()).toBeNull();

    // Ten seconds after the change the re-hiding stops.
    act(() => vi.advanceTimersByTime(4000));
    act(() => supportWidget.show());
    act(() => vi.advanceTimersByTime(3000));
    expect(bubble()).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('each new change starts the ten seconds again, and signing out shows the widget', async () => {
    vi.useFakeTimers();
    renderWidget();
    act(() => {
      getAuthClient();
    });
    await flush();
    const session = fakeSession(fakeUser({ userType: 'filmmaker' }));
    act(() => fake.emit('SIGNED_IN', session));
    act(() => vi.advanceTimersByTime(8000));
    act(() => fake.emit('USER_UPDATED', session));
    act(() => vi.advanceTimersByTime(8000));
    act(() => supportWidget.show());
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble()).toBeNull();

    act(() => fake.emit('SIGNED_OUT', null));
    expect(bubble()).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    expect(bubble()).not.toBeNull();
  });
});
