import type { AddressInfo } from 'node:net';
import { roomName } from '@reelhire/shared/chat-rooms';
import { callAs, chatParty, type ChatParty } from '../modules/chat/chat-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runPrivacyScenario } from './privacy-scenario.ts';
import {
  connected,
  eventually,
  joinRoom,
  openSocket,
  pause,
  record,
  sendOver,
  type TestSocket,
} from './realtime-test-kit.ts';

// Issue 10: who hears what over the realtime endpoint, and which pages may open it.

let t: TestApp;
let origin: string;
let filmmaker: ChatParty;
let clientA: ChatParty;
let clientB: ChatParty;
let stranger: ChatParty;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://films.example.com', REALTIME_ALLOWED_ORIGINS: 'https://partner.example.com' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  filmmaker = await chatParty(t, { email: 'pv-film@example.com', role: 'filmmaker', name: 'Ines Duarte' });
  clientA = await chatParty(t, { email: 'pv-a@example.com', role: 'client', name: 'Alpha Films' });
  clientB = await chatParty(t, { email: 'pv-b@example.com', role: 'client', name: 'Beta Media' });
  stranger = await chatParty(t, { email: 'pv-s@example.com', role: 'client', name: 'Nosy Ltd' });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await t?.close();
});

test('two clients of one filmmaker and a third account each hear only their own conversation', async () => {
  await runPrivacyScenario({
    apikey: t.anonKey,
    filmmaker,
    clientA,
    clientB,
    stranger,
    originOf: () => origin,
    bulkStatus: (token, body) => callAs(t, token, 'PATCH', '/api/rest/v1/messages/bulk-status', body),
    sockets,
  });
});

test('a party with the room open and signed in elsewhere hears each message once per socket', async () => {
  const room = roomName(clientA.entityId, filmmaker.entityId);
  const inRoom = openSocket({ origin, apikey: t.anonKey, token: clientA.token });
  const elsewhere = openSocket({ origin, apikey: t.anonKey, token: clientA.token });
  const sender = openSocket({ origin, apikey: t.anonKey, token: filmmaker.token });
  sockets.push(inRoom, elsewhere, sender);
  await Promise.all([connected(inRoom), connected(elsewhere), connected(sender)]);
  expect((await joinRoom(inRoom, room)).ok).toBe(true);
  const heardInRoom = record(inRoom);
  const heardElsewhere = record(elsewhere);
  const id = crypto.randomUUID();
  const payload = {
    id,
    room_name: room,
    content: 'Once only',
    entity_id: filmmaker.entityId,
    entity_role: 'filmmaker' as const,
  };
  expect((await sendOver(sender, payload)).ok).toBe(true);
  await eventually(() => {
    expect(heardInRoom.filter((entry) => entry.event === 'message')).toHaveLength(1);
    expect(heardElsewhere.filter((entry) => entry.event === 'message')).toHaveLength(1);
  });
  // A retried send is stored once; only the room hears it again, not the account (no second toast).
  expect((await sendOver(sender, payload)).ok).toBe(true);
  await eventually(() => expect(heardInRoom.filter((entry) => entry.event === 'message')).toHaveLength(2));
  await pause(200);
  expect(heardElsewhere.filter((entry) => entry.event === 'message')).toHaveLength(1);
});

describe('the handshake accepts only the app’s own pages (Origin)', () => {
  const attempt = (headerOrigin: string | undefined) => {
    const socket = openSocket({ origin, apikey: t.anonKey, token: clientA.token, headerOrigin });
    sockets.push(socket);
    return connected(socket);
  };

  test('PUBLIC_URL, the allow-list and the page’s own address are accepted', async () => {
    await expect(attempt('https://films.example.com')).resolves.toBeTruthy();
    await expect(attempt('https://partner.example.com')).resolves.toBeTruthy();
    // Opened at the address the request came to (127.0.0.1 while PUBLIC_URL says otherwise).
    await expect(attempt(origin)).resolves.toBeTruthy();
    // Not a browser page (no Origin at all): the key and token still decide.
    await expect(attempt(undefined)).resolves.toBeTruthy();
  });

  test('a foreign page is refused', async () => {
    await expect(attempt('https://evil.example.net')).rejects.toThrow();
    await expect(attempt('https://films.example.com.evil.example.net')).rejects.toThrow();
    await expect(attempt('http://films.example.com')).rejects.toThrow();
    await expect(attempt('null')).rejects.toThrow();
  });
});

test('pages may connect only to the app itself, PUBLIC_URL and the allow-list (CSP connect-src)', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  const policy = String(response.headers['content-security-policy']);
  const connectSrc = /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
  expect(connectSrc).not.toContain('ws:');
  expect(connectSrc).not.toContain('wss:');
  expect(connectSrc).toEqual(
    expect.arrayContaining([
      "'self'",
      'https://films.example.com',
      'wss://films.example.com',
      'https://partner.example.com',
      'wss://partner.example.com',
    ]),
  );
});

test('the sender hears the receipts of their messages without the room open (a join that came late)', async () => {
  const room = roomName(clientB.entityId, filmmaker.entityId);
  const sender = openSocket({ origin, apikey: t.anonKey, token: clientB.token });
  const other = openSocket({ origin, apikey: t.anonKey, token: clientA.token });
  sockets.push(sender, other);
  await Promise.all([connected(sender), connected(other)]);
  const heardBySender = record(sender);
  const heardByOther = record(other);
  const sent = await callAs(t, clientB.token, 'POST', '/api/rest/v1/messages', {
    room_name: room,
    content: 'Late joiner',
    entity_id: clientB.entityId,
    entity_role: 'client',
  });
  await callAs(t, filmmaker.token, 'PATCH', '/api/rest/v1/messages/bulk-status', {
    room_name: room,
    sender_id: clientB.entityId,
    status: 'delivered',
  });
  await callAs(t, filmmaker.token, 'PATCH', `/api/rest/v1/messages/${sent.body.id}/status`, {
    status: 'read',
  });
  await eventually(() =>
    expect(heardBySender.filter((entry) => entry.event === 'status').map((entry) => entry.payload)).toEqual([
      expect.objectContaining({ room_name: room, status: expect.objectContaining({ status: 'delivered' }) }),
      expect.objectContaining({ room_name: room, status: expect.objectContaining({ status: 'read' }) }),
    ]),
  );
  await pause(200);
  expect(heardByOther).toEqual([]);
});
