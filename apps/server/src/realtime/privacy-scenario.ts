import { roomName } from '@reelhire/shared/chat-rooms';
import { expect } from 'vitest';
import type { ChatParty } from '../modules/chat/chat-test-kit.ts';
import {
  connected,
  eventually,
  joinRoom,
  openSocket,
  pause,
  record,
  sendOver,
  type Heard,
  type TestSocket,
} from './realtime-test-kit.ts';

// Issue 10, finding 1: two clients each in their own conversation with the same filmmaker, and a third
// signed-in account. Each hears only its own conversation (messages, receipts, presence), the filmmaker
// hears both, and a recipient who is signed in but has no conversation open still receives their message.
// Run over one server process, and over two sharing Redis (`originOf` picks the process per socket).

export interface PrivacyScenario {
  apikey: string;
  filmmaker: ChatParty;
  clientA: ChatParty;
  clientB: ChatParty;
  stranger: ChatParty;
  /** Which server each socket connects to. */
  originOf: (socket: 'a' | 'b' | 'stranger' | 'filmmakerA' | 'filmmakerB') => string;
  /** PATCH /api/rest/v1/messages/bulk-status as `token`. */
  bulkStatus: (token: string, body: Record<string, string>) => Promise<unknown>;
  sockets: TestSocket[];
}

const messagesOf = (heard: Heard[]) =>
  heard.filter((entry) => entry.event === 'message').map((entry) => entry.payload as never);

export async function runPrivacyScenario(s: PrivacyScenario): Promise<void> {
  const roomA = roomName(s.clientA.entityId, s.filmmaker.entityId);
  const roomB = roomName(s.clientB.entityId, s.filmmaker.entityId);
  const open = async (name: Parameters<PrivacyScenario['originOf']>[0], token: string) => {
    const socket = openSocket({ origin: s.originOf(name), apikey: s.apikey, token });
    s.sockets.push(socket);
    await connected(socket);
    return { socket, heard: record(socket) };
  };
  const a = await open('a', s.clientA.token);
  const b = await open('b', s.clientB.token);
  const nosy = await open('stranger', s.stranger.token);
  const filmA = await open('filmmakerA', s.filmmaker.token);
  const filmB = await open('filmmakerB', s.filmmaker.token);

  // Client A is signed in (on the dashboard, say) without the conversation open: the message reaches them.
  const first = await sendOver(filmA.socket, {
    id: crypto.randomUUID(),
    room_name: roomA,
    content: 'Call sheet for A',
    entity_id: s.filmmaker.entityId,
    entity_role: 'filmmaker',
  });
  expect(first.ok).toBe(true);
  await eventually(() =>
    expect(messagesOf(a.heard)).toEqual([
      expect.objectContaining({ message: expect.objectContaining({ content: 'Call sheet for A' }) }),
    ]),
  );

  // The third account cannot join either conversation.
  expect(await joinRoom(nosy.socket, roomA)).toMatchObject({ ok: false, status: 403 });

  // Now each client opens their own conversation, and the filmmaker opens both.
  for (const [side, room] of [
    [a, roomA],
    [b, roomB],
    [filmA, roomA],
    [filmB, roomB],
  ] as const) {
    expect((await joinRoom(side.socket, room)).ok).toBe(true);
  }
  const sentA = await sendOver(a.socket, {
    id: crypto.randomUUID(),
    room_name: roomA,
    content: 'Secret budget from A',
    entity_id: s.clientA.entityId,
    entity_role: 'client',
  });
  const sentB = await sendOver(b.socket, {
    id: crypto.randomUUID(),
    room_name: roomB,
    content: 'Secret budget from B',
    entity_id: s.clientB.entityId,
    entity_role: 'client',
  });
  expect(sentA.ok && sentB.ok).toBe(true);
  await s.bulkStatus(s.filmmaker.token, { room_name: roomA, sender_id: s.clientA.entityId, status: 'read' });
  await s.bulkStatus(s.filmmaker.token, {
    room_name: roomB,
    sender_id: s.clientB.entityId,
    status: 'delivered',
  });

  // Each side hears its own conversation: the filmmaker both messages, each client their receipt.
  await eventually(() => {
    const contents = (heard: Heard[]) =>
      messagesOf(heard).map((payload: { message: { content: string } }) => payload.message.content);
    expect(contents(filmA.heard)).toEqual(
      expect.arrayContaining(['Secret budget from A', 'Secret budget from B']),
    );
    expect(contents(a.heard)).toContain('Secret budget from A');
    expect(contents(b.heard)).toContain('Secret budget from B');
    expect(a.heard.some((entry) => entry.event === 'status')).toBe(true);
    expect(b.heard.some((entry) => entry.event === 'status')).toBe(true);
    expect(
      a.heard.some(
        (entry) => entry.event === 'presence' && JSON.stringify(entry.payload).includes(s.filmmaker.entityId),
      ),
    ).toBe(true);
  });
  // Time for anything stray (another process's broadcast) to arrive before looking for it.
  await pause(300);

  // Nothing about one conversation reaches the other client, and nothing at all the third account.
  expect(JSON.stringify(a.heard)).not.toContain(s.clientB.entityId);
  expect(JSON.stringify(a.heard)).not.toContain('Secret budget from B');
  expect(JSON.stringify(b.heard)).not.toContain(s.clientA.entityId);
  expect(JSON.stringify(b.heard)).not.toContain('Secret budget from A');
  expect(JSON.stringify(b.heard)).not.toContain('Call sheet for A');
  expect(nosy.heard).toEqual([]);
}
