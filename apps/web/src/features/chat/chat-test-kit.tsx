import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { ConnectionManager } from '@/lib/realtime/connection-manager';
import { fakeSocketFactory, type FakeSocket } from '@/lib/realtime/fake-socket';
import { resetRealtimeConnection } from '@/lib/realtime/realtime-client';
import { clientRecord, filmmakerRecord } from '@/test/fake-records';

// Component tests of chat: a realtime connection over a fake socket the test drives as the server would,
// and a fetch stub answering the chat API. Tests mock '@/lib/auth-state' to sign someone in.

export function renderWithQuery(ui: ReactNode) {
  const queryClient = createQueryClient();
  const view = render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>);
  return { ...view, queryClient };
}

/** Replaces the app's realtime connection with one over fake sockets. */
export function fakeRealtime() {
  const sockets = fakeSocketFactory();
  const fetchMessagesAfter = vi.fn(async (): Promise<MessageRecord[]> => []);
  const connection = new ConnectionManager({
    createSocket: sockets.factory,
    fetchMessagesAfter,
    isMobile: () => false,
    wake: { isVisible: () => true, onWake: () => () => {} },
    log: () => {},
  });
  resetRealtimeConnection(connection);
  return {
    connection,
    sockets,
    fetchMessagesAfter,
    /** Connects the socket and acknowledges the room's join (after the real 300 ms join delay). */
    async connectAndJoin(room: string, lastSeq = 0): Promise<FakeSocket> {
      await waitFor(() => expect(sockets.sockets.length).toBeGreaterThan(0));
      const socket = sockets.last;
      if (!socket.connected) act(() => socket.open());
      await waitFor(() => expect(socket.sent('join').length).toBeGreaterThan(0), { timeout: 2000 });
      const join = socket.sent('join').at(-1)!;
      act(() =>
        join.ack!({
          ok: true,
          data: {
            room_name: room,
            channel: `chat-room:${room}`,
            as: 'filmmaker',
            entity_id: null,
            presence: [],
            last_seq: lastSeq,
          },
        }),
      );
      return socket;
    },
  };
}

export interface ChatApiCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface ChatApi {
  /** GET /messages answers: the pages in turn (the last one repeats). */
  pages?: MessageRecord[][];
  /** POST /messages: by default the stored record made from the body. */
  post?: (body: Record<string, unknown>) => Response;
  /** GET /conversations: what it answers at the time of the call (default none). */
  conversations?: () => unknown[];
  /** GET /filmmakers and /clients?user_id: the viewer's record with this id (default none). */
  entityId?: string;
}

/** Stubs fetch for the chat API; returns the calls made. */
export function stubChatApi(api: ChatApi = {}) {
  const calls: ChatApiCall[] = [];
  const pages = [...(api.pages ?? [[]])];
  let seq = 1000;
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const path = url.pathname.replace('/api/rest/v1', '');
    calls.push({ method, path, query: url.searchParams, body });
    if (path === '/messages' && method === 'GET') {
      return Response.json(pages.length > 1 ? pages.shift() : pages[0]);
    }
    if (path === '/messages' && method === 'POST') {
      if (api.post) return api.post(body);
      const stored: MessageRecord = {
        id: body.id,
        content: body.content,
        user_id: 'user-filmmaker',
        user_name: 'Maya Okafor',
        room_name: body.room_name,
        created_at: new Date().toISOString(),
        entity_id: body.entity_id,
        entity_role: body.entity_role,
        status: 'sent',
        has_attachments: body.attachment_ids.length > 0,
        attachment_count: body.attachment_ids.length,
        message_type: 'text',
        seq: ++seq,
      };
      return Response.json(stored, { status: 201 });
    }
    if (path === '/messages/bulk-status') return Response.json({ success: true, count: 1 });
    if (/^\/messages\/[^/]+\/status$/.test(path)) return Response.json({ success: true, data: null });
    if (path === '/conversations') return Response.json(api.conversations?.() ?? []);
    if (api.entityId && path === '/filmmakers') return Response.json([filmmakerRecord({ id: api.entityId })]);
    if (api.entityId && path === '/clients') return Response.json([clientRecord({ id: api.entityId })]);
    if (url.pathname === '/api/functions/v1/message-attachments') {
      // A room's read answers attachments by message id, a message's read a list.
      return Response.json({ attachments: url.searchParams.has('room_name') ? {} : [] });
    }
    return Response.json({ error: `Unexpected ${method} ${url.pathname}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    callsTo: (method: string, path: string | RegExp) =>
      calls.filter(
        (call) =>
          call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
      ),
  };
}
