import type { AddressInfo } from 'node:net';
import type { NotificationPush } from '@reelhire/shared/notifications';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  apply,
  hiringClient,
  hiringFilmmaker,
  offer,
  type HiringClient,
  type Party,
} from '../modules/applications/hiring-test-kit.ts';
import { connected, eventually, openSocket, pause, type TestSocket } from './realtime-test-kit.ts';

// Decision 0062: a new notification is pushed, with the unread count, to its owner's account channel
// only: the filmmaker hears of the offer sent to them; the client who sent it, and another filmmaker, do not.

let t: TestApp;
let origin: string;
let client: HiringClient;
let filmmaker: Party;
let otherFilmmaker: Party;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  client = await hiringClient(t, { email: 'rt-bell-client@example.com' });
  filmmaker = await hiringFilmmaker(t, { email: 'rt-bell-maya@example.com' });
  otherFilmmaker = await hiringFilmmaker(t, { email: 'rt-bell-sam@example.com', name: 'Sam Reed' });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t?.close();
});

async function listen(party: Party) {
  const socket = openSocket({ origin, apikey: t.anonKey, token: party.token });
  sockets.push(socket);
  await connected(socket);
  const heard: NotificationPush[] = [];
  socket.on('notification', (push) => heard.push(push));
  return heard;
}

test('an offer sent: the filmmaker’s socket hears it with the unread count; nobody else’s does', async () => {
  const application = (await apply(t, filmmaker, client.jobId)).body;
  const filmmakerHears = await listen(filmmaker);
  const clientHears = await listen(client);
  const otherHears = await listen(otherFilmmaker);
  // The application's own notifications (the client's "new applicant", the filmmaker's "application sent")
  // may still be on their way: let them pass first.
  await pause(1500);
  clientHears.length = 0;
  filmmakerHears.length = 0;

  await offer(t, client, application.id);
  await eventually(() => expect(filmmakerHears).toHaveLength(1));
  expect(filmmakerHears[0]).toEqual({
    notification: expect.objectContaining({
      type: 'offer.sent',
      link: `/filmmaker/dashboard/contract/${application.id}`,
      read_at: null,
    }),
    unread_count: expect.any(Number),
  });
  expect(filmmakerHears[0]!.unread_count).toBeGreaterThanOrEqual(1);
  // Long enough for any stray push (the pusher retries at 200 ms and 1 s and polls every 3 s).
  await pause(1500);
  expect(clientHears).toEqual([]);
  expect(otherHears).toEqual([]);
  expect(filmmakerHears).toHaveLength(1);
});
