import { roomName } from '@reelhire/shared/chat-rooms';
import { CHAT_UI } from '@reelhire/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import { CLIENT_ID, FILMMAKER_ID } from './chat-fixtures';
import { ChatPopupSlot } from './chat-popup-slot';
import { closeAllChatPopups, MAX_DESKTOP_POPUPS, openChatPopup } from './chat-popups-store';
import { fakeRealtime, renderWithQuery, stubChatApi } from './chat-test-kit';
import type { ChatTarget } from './chat-target';
import type { ChatViewerIdentity } from './message-status';
import { receiptQueue } from './receipt-queue';
import { signInApiClient } from '@/test/fake-auth-client';

const auth = vi.hoisted(() => ({ userId: 'user-1' }));
vi.mock('@/lib/auth-state', () => ({
  useAuthState: () => ({ session: { access_token: 'token-1', user: { id: auth.userId } } }),
}));

const user = userEvent.setup();
const viewer: ChatViewerIdentity = { role: 'filmmaker', entityId: FILMMAKER_ID };
const target = (n: number): ChatTarget => ({
  roomName: roomName(n === 0 ? CLIENT_ID : `c${n}`, FILMMAKER_ID),
  title: `Client ${n}`,
  avatarUrl: null,
  other: { entityId: n === 0 ? CLIENT_ID : `c${n}`, role: 'client' },
});

function setViewport(mobile: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: mobile,
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

beforeEach(() => {
  // The mocked auth state above is signed in; the API client reads the session from the auth client.
  signInApiClient({ accessToken: 'token-1' });
  auth.userId = 'user-1';
  stubChatApi({ pages: [[]] });
  fakeRealtime();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  act(() => closeAllChatPopups());
  await receiptQueue.settled();
  resetRealtimeConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('chat popups on a desktop', () => {
  it('open bottom right, side by side, at most three, each with a media gallery button', async () => {
    setViewport(false);
    renderWithQuery(<ChatPopupSlot />);
    act(() => {
      for (let n = 1; n <= MAX_DESKTOP_POPUPS + 1; n++) openChatPopup(target(n), viewer, 'user-1');
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(MAX_DESKTOP_POPUPS));
    expect(screen.queryByRole('dialog', { name: 'Chat with Client 1' })).not.toBeInTheDocument();
    for (const dialog of screen.getAllByRole('dialog')) {
      expect(within(dialog).getByRole('button', { name: 'Media gallery' })).toBeInTheDocument();
    }
  });

  it('minimise to their header and close', async () => {
    setViewport(false);
    renderWithQuery(<ChatPopupSlot />);
    act(() => openChatPopup(target(1), viewer, 'user-1'));
    const popup = await screen.findByRole('dialog', { name: 'Chat with Client 1' });
    await user.click(within(popup).getByRole('button', { name: 'Minimise' }));
    expect(popup.className).toContain('h-14');
    await user.click(within(popup).getByRole('button', { name: 'Restore' }));
    await user.click(within(popup).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('are not shown to another user signing in on the same tab', async () => {
    setViewport(false);
    act(() => openChatPopup(target(1), viewer, 'someone-else'));
    renderWithQuery(<ChatPopupSlot />);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('the chat sheet on a phone', () => {
  it('is one full-width sheet of 70% of the screen that minimises to a see-through pill', async () => {
    setViewport(true);
    renderWithQuery(<ChatPopupSlot />);
    act(() => {
      openChatPopup(target(1), viewer, 'user-1', { single: true });
      openChatPopup(target(2), viewer, 'user-1', { single: true });
    });
    const sheet = await screen.findByRole('dialog', { name: 'Chat with Client 2' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(CHAT_UI.mobileSheetHeightRatio).toBe(0.7);
    expect(sheet.style.height).toBe('70dvh');
    expect(within(sheet).getByRole('button', { name: 'Media gallery' })).toBeInTheDocument();

    await user.click(within(sheet).getByRole('button', { name: 'Minimise' }));
    const pill = screen.getByRole('button', { name: 'Open conversation with Client 2' });
    expect(pill.parentElement!.className).toMatch(/bg-white\/60/);
    expect(sheet).toHaveClass('hidden');
    await user.click(pill);
    expect(sheet).not.toHaveClass('hidden');
  });
});
