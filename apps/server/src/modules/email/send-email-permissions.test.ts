import { NOTIFICATION_EMAIL_TYPES, type NotificationEmailType } from '@reelhire/shared/email';
import { EMAIL_REQUEST_RULES } from '@reelhire/shared/email-permissions';
import { sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { callAs, chatParty, roomOf, type ChatParty } from '../chat/chat-test-kit.ts';

// Decision 0018: who may ask send-email for which of the 17 types, to whom. Each type is asked for with
// data that fits its template, so a refusal is the permission's and never a 400.

const SEND = '/api/functions/v1/send-email';

/** Valid template data for every notification type (the compiler keeps this list complete). */
const DATA: Record<NotificationEmailType, Record<string, unknown>> = {
  welcome: { firstName: 'Maya', userType: 'filmmaker' },
  profile_reminder: { firstName: 'Maya', userType: 'filmmaker', missingSteps: ['Portfolio'] },
  job_match: { firstName: 'Maya', jobId: 'job-42', jobTitle: 'Documentary DP' },
  application_submitted: { applicationId: 'app-7', jobTitle: 'Brand film editor' },
  application_received: {
    applicantName: 'Maya Okafor',
    jobTitle: 'Brand film editor',
    projectId: 'proj-1',
    jobId: 'job-2',
  },
  booking_confirmation: {
    recipientRole: 'filmmaker',
    otherPartyName: 'Northlight Studios',
    jobTitle: 'Launch film',
    bookingId: 'book-9',
  },
  message_notification: { senderName: 'Acme Films', senderRole: 'client', messagePreview: 'Hello' },
  review_request: { recipientRole: 'filmmaker', otherPartyName: 'Northlight', jobTitle: 'Launch film' },
  review_reminder: { recipientRole: 'filmmaker', otherPartyName: 'Northlight', jobTitle: 'Launch film' },
  weekly_digest: { userType: 'filmmaker', newJobMatches: 3 },
  payment_reminder: {
    jobTitle: 'Launch film',
    amountDue: { amount: 185000, currency: 'GBP' },
    daysOverdue: 6,
    projectId: 'proj-1',
    jobId: 'job-2',
  },
  payout_notification: { amount: { amount: 250000, currency: 'GBP' }, jobTitle: 'Launch film' },
  deliverable_submitted: {
    filmmakerName: 'Maya Okafor',
    jobTitle: 'Launch film',
    projectId: 'proj-1',
    jobId: 'job-2',
  },
  deliverable_approved: { clientName: 'Northlight', jobTitle: 'Launch film', bookingId: 'book-9' },
  revision_requested: { clientName: 'Northlight', jobTitle: 'Launch film', bookingId: 'book-9' },
  verification_reminder: { firstName: 'Maya', userType: 'filmmaker' },
  account_approved: { firstName: 'Maya', userType: 'filmmaker' },
};

const REFUSAL = {
  server_only: 'This email is sent by Reelhire itself when the event happens, not on request',
  own_address: 'The welcome email goes to your own email address only',
  other_party_of_conversation:
    'A message notification goes only from a party of a conversation to the other party',
  admin_to_member: 'Only an admin may send this email, and only to a Reelhire account',
} as const;

let t: TestApp;
let client: ChatParty;
let filmmaker: ChatParty;
let otherFilmmaker: ChatParty;
let admin: ChatParty;

beforeAll(async () => {
  t = await createTestApp();
  client = await chatParty(t, { email: 'acme@example.com', role: 'client', name: 'Acme Films' });
  filmmaker = await chatParty(t, { email: 'nadia@example.com', role: 'filmmaker', name: 'Nadia Okafor' });
  otherFilmmaker = await chatParty(t, { email: 'lee@example.com', role: 'filmmaker', name: 'Lee Ray' });
  admin = await chatParty(t, { email: 'admin@example.com', role: 'admin' });
  // A conversation between the client and Nadia (not Lee): the first message opens the room.
  const opened = await callAs(t, client.token, 'POST', '/api/rest/v1/messages', {
    room_name: roomOf(client, filmmaker),
    content: 'Are you free in March?',
    entity_id: client.entityId,
    entity_role: 'client',
  });
  expect(opened.status).toBe(201);
  // The server queues Nadia's notification after the send: let it land before the tests clear the outbox.
  await vi.waitFor(async () => expect(await outbox()).toHaveLength(1));
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.execute(sql`delete from email_outbox`);
});

const ask = (party: ChatParty, type: NotificationEmailType, recipientEmail: string, extra = {}) =>
  callAs(t, party.token, 'POST', SEND, {
    emailType: type,
    recipientEmail,
    templateData: { ...DATA[type], ...extra },
  });
const outbox = () => t.database.db.select().from(emailOutbox);

describe('send-email refuses with 403 what a caller may not ask for', () => {
  test.each(NOTIFICATION_EMAIL_TYPES)('%s from a member to a stranger’s address', async (type) => {
    const response = await ask(client, type, 'stranger@example.com');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ success: false, error: REFUSAL[EMAIL_REQUEST_RULES[type]] });
    expect(await outbox()).toHaveLength(0);
  });

  test.each(NOTIFICATION_EMAIL_TYPES.filter((type) => EMAIL_REQUEST_RULES[type] === 'server_only'))(
    '%s (server-only) from an admin to a member, or from a member to themselves',
    async (type) => {
      for (const [party, to] of [
        [admin, filmmaker.email],
        [client, client.email],
        [client, filmmaker.email],
      ] as const) {
        const response = await ask(party, type, to);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, error: REFUSAL.server_only });
      }
      expect(await outbox()).toHaveLength(0);
    },
  );

  test('welcome to anyone but the caller, admins included', async () => {
    expect((await ask(admin, 'welcome', filmmaker.email)).status).toBe(403);
    expect((await ask(client, 'welcome', filmmaker.email)).status).toBe(403);
    expect(await outbox()).toHaveLength(0);
  });

  test('message_notification outside the caller’s conversations', async () => {
    const asClient = { senderRole: 'client', senderEntityId: client.entityId };
    // A filmmaker the client has no conversation with.
    expect((await ask(client, 'message_notification', otherFilmmaker.email, asClient)).status).toBe(403);
    // Claiming the other side of the room.
    const asNadia = { senderRole: 'filmmaker', senderEntityId: filmmaker.entityId };
    expect((await ask(client, 'message_notification', client.email, asNadia)).status).toBe(403);
    // Naming no side at all, and an admin, who reads rooms but is no party of them.
    expect((await ask(client, 'message_notification', filmmaker.email)).status).toBe(403);
    expect((await ask(admin, 'message_notification', filmmaker.email, asClient)).status).toBe(403);
    expect(await outbox()).toHaveLength(0);
  });

  test.each(['profile_reminder', 'verification_reminder'] as const)(
    '%s from a member, or from an admin to an address with no account',
    async (type) => {
      for (const [party, to] of [
        [client, filmmaker.email],
        [client, client.email],
        [admin, 'stranger@example.com'],
        [admin, admin.email],
      ] as const) {
        const response = await ask(party, type, to);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ success: false, error: REFUSAL.admin_to_member });
      }
      expect(await outbox()).toHaveLength(0);
    },
  );
});

describe('send-email queues what the rules allow', () => {
  test('welcome to the caller’s own address, once per address like welcome-email', async () => {
    const first = await ask(client, 'welcome', 'ACME@example.com');
    expect(first.status).toBe(200);
    expect((await ask(client, 'welcome', client.email)).body).toEqual(first.body);
    const rows = await outbox();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ emailType: 'welcome', idempotencyKey: 'welcome:acme@example.com' });
  });

  test('message_notification from a party to the other party of their room', async () => {
    const fromClient = await ask(client, 'message_notification', 'NADIA@example.com', {
      senderRole: 'client',
      senderEntityId: client.entityId,
    });
    expect(fromClient.status).toBe(200);
    expect(fromClient.body).toMatchObject({ success: true, id: expect.any(String) });
    const fromNadia = await ask(filmmaker, 'message_notification', client.email, {
      senderName: 'Nadia Okafor',
      senderRole: 'filmmaker',
      senderEntityId: filmmaker.entityId,
    });
    expect(fromNadia.status).toBe(200);
    expect((await outbox()).map((row) => row.recipientEmail).sort()).toEqual([
      'NADIA@example.com',
      'acme@example.com',
    ]);
  });

  test.each(['profile_reminder', 'verification_reminder'] as const)(
    '%s from an admin to an account',
    async (type) => {
      const response = await ask(admin, type, 'Nadia@Example.com');
      expect(response.status).toBe(200);
      expect(await outbox()).toMatchObject([{ emailType: type, recipientEmail: 'Nadia@Example.com' }]);
    },
  );
});
