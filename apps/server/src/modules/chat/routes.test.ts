// Over 400 lines on purpose: every test shares the one app, the four parties and their room made in
// beforeAll, and the send and list helpers below; splitting would repeat the setup.

import { messageRecordSchema } from '@reelhire/shared/chat-messages';
import { roomName } from '@reelhire/shared/chat-rooms';
import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/email.ts';
import { files } from '../../db/schema/files.ts';
import { filmmakers } from '../../db/schema/profiles.ts';
import { messageAttachments, messages } from '../../db/schema/chat.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeImage, makePdf, makeWebm } from '../files/file-fixtures.ts';
import { fetchLink, upload, uploaded } from '../files/upload-test-kit.ts';
import { callAs, chatParty, roomOf, type ChatParty } from './chat-test-kit.ts';
import { ROOM_SIDES_TTL_MS } from './room-access.ts';

// Answers are checked field by field; a loose shape keeps the assertions readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;

let t: TestApp;
let client: ChatParty;
let filmmaker: ChatParty;
let stranger: ChatParty;
let admin: ChatParty;
let room: string;

beforeAll(async () => {
  t = await createTestApp();
  client = await chatParty(t, { email: 'acme@example.com', role: 'client', name: 'Acme Films' });
  filmmaker = await chatParty(t, { email: 'nadia@example.com', role: 'filmmaker', name: 'Nadia Okafor' });
  stranger = await chatParty(t, { email: 'other@example.com', role: 'client', name: 'Other Co' });
  admin = await chatParty(t, { email: 'admin@example.com', role: 'admin' });
  room = roomOf(client, filmmaker);
});
afterAll(async () => {
  await t?.close();
});

const send = (party: ChatParty, body: Record<string, unknown>) =>
  callAs(t, party.token, 'POST', '/api/rest/v1/messages', {
    room_name: room,
    entity_id: party.entityId,
    entity_role: party === client ? 'client' : 'filmmaker',
    ...body,
  });

const sendTo = (
  party: ChatParty,
  name: string,
  role: 'client' | 'filmmaker',
  body: Record<string, unknown>,
) =>
  callAs(t, party.token, 'POST', '/api/rest/v1/messages', {
    room_name: name,
    entity_id: party.entityId,
    entity_role: role,
    ...body,
  });

const list = (token: string | undefined, query: string) =>
  callAs(t, token, 'GET', `/api/rest/v1/messages?room_name=${encodeURIComponent(room)}${query}`);

const countMessages = async () => (await t.database.db.select().from(messages)).length;

describe('sending and reading messages', () => {
  test('a message is stored with the SPEC record, its sender name and the next room sequence', async () => {
    const first = await send(client, { id: crypto.randomUUID(), content: '  Are you free on the 14th?  ' });
    expect(first.status).toBe(201);
    const record = messageRecordSchema.parse(first.body);
    expect(record).toMatchObject({
      content: 'Are you free on the 14th?',
      user_id: client.userId,
      user_name: 'Acme Films',
      room_name: room,
      entity_id: client.entityId,
      entity_role: 'client',
      status: 'sent',
      has_attachments: false,
      attachment_count: 0,
      message_type: 'text',
    });
    const second = await send(filmmaker, { content: 'Yes, all day.' });
    expect(second.status).toBe(201);
    expect(second.body.seq).toBe((first.body.seq as number) + 1);
    expect(second.body.user_name).toBe('Nadia Okafor');
  });

  test('a retried send with the same id is stored once and answers the stored message', async () => {
    const id = crypto.randomUUID();
    const before = await countMessages();
    const first = await send(client, { id, content: 'Budget is 2k' });
    const again = await send(client, { id, content: 'Budget is 2k' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await countMessages()).toBe(before + 1);
    // Someone else cannot claim the same id.
    const stolen = await send(filmmaker, { id, content: 'hijack' });
    expect(stolen.status).toBe(409);
  });

  test('concurrent sends to one room get distinct, gap-free sequence numbers', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => send(client, { content: `burst ${index}` })),
    );
    const seqs = results.map((result) => result.body.seq as number).sort((a, b) => a - b);
    expect(new Set(seqs).size).toBe(8);
    expect(seqs.at(-1)! - seqs[0]!).toBe(7);
  });

  test('a burst across rooms, with a retry inside it, numbers each room in the order it was stored', async () => {
    const others = await Promise.all(
      ['Lena Fischer', 'Kwame Asante', 'Ines Moreau'].map((name, index) =>
        chatParty(t, { email: `burst-${index}@example.com`, role: 'filmmaker', name }),
      ),
    );
    const rooms = others.map((other) => roomOf(client, other));
    const retried = crypto.randomUUID();
    const sends = [
      ...rooms.flatMap((name) =>
        Array.from({ length: 5 }, (_, index) =>
          sendTo(client, name, 'client', { content: `burst ${index} to ${name.slice(-4)}` }),
        ),
      ),
      sendTo(client, rooms[0]!, 'client', { id: retried, content: 'sent twice' }),
      sendTo(client, rooms[0]!, 'client', { id: retried, content: 'sent twice' }),
    ];
    const results = await Promise.all(sends);
    expect(results.slice(0, 15).map((result) => result.status)).toEqual(Array(15).fill(201));
    // The retry is stored once: one answer says stored, the other answers what was stored.
    const twice = results.slice(15);
    expect(twice.map((result) => result.status).sort()).toEqual([200, 201]);
    expect(twice[0]!.body).toEqual(twice[1]!.body);

    for (const [index, name] of rooms.entries()) {
      const stored = await t.database.db
        .select({ seq: messages.seq, createdAt: messages.createdAt })
        .from(messages)
        .where(eq(messages.roomName, name))
        .orderBy(messages.seq);
      const count = index === 0 ? 6 : 5;
      expect(stored.map((row) => row.seq)).toEqual(Array.from({ length: count }, (_, seq) => seq + 1));
      const times = stored.map((row) => row.createdAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  test('one id sent to two rooms at once is stored once; the other send is refused', async () => {
    const other = await chatParty(t, {
      email: 'twin-room@example.com',
      role: 'filmmaker',
      name: 'Jonah Park',
    });
    const id = crypto.randomUUID();
    const before = await countMessages();
    const [here, there] = await Promise.all([
      sendTo(client, room, 'client', { id, content: 'which room?' }),
      sendTo(client, roomOf(client, other), 'client', { id, content: 'which room?' }),
    ]);
    expect([here.status, there.status].sort()).toEqual([201, 409]);
    expect(await countMessages()).toBe(before + 1);
  });

  test('a profile change shows in chat once the remembered room sides expire', async () => {
    // A pair of its own: PGlite's clock follows the faked one, so this room's last message is "later".
    const hiring = await chatParty(t, { email: 'hiring@example.com', role: 'client', name: 'Bright Reel' });
    const renamed = await chatParty(t, {
      email: 'renamed@example.com',
      role: 'filmmaker',
      name: 'Ana Silva',
    });
    const name = roomOf(hiring, renamed);
    const sendAsRenamed = () => sendTo(renamed, name, 'filmmaker', { content: 'hello' });
    expect((await sendAsRenamed()).body.user_name).toBe('Ana Silva');
    await t.database.db
      .update(filmmakers)
      .set({ lastName: 'Costa' })
      .where(eq(filmmakers.id, renamed.entityId));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // Within the time the sides are remembered, the room still names her as she was.
      expect((await sendAsRenamed()).body.user_name).toBe('Ana Silva');
      vi.setSystemTime(Date.now() + ROOM_SIDES_TTL_MS);
      expect((await sendAsRenamed()).body.user_name).toBe('Ana Costa');
    } finally {
      vi.useRealTimers();
    }
  });

  test('pages come newest first, 50 by default, and "before" and "after_seq" narrow them', async () => {
    const page = await list(client.token, '');
    expect(page.status).toBe(200);
    const records = page.body as unknown as { seq: number; created_at: string }[];
    expect(records.length).toBeGreaterThan(5);
    expect(records[0]!.seq).toBeGreaterThan(records[1]!.seq);
    const oldestShown = records[2]!;
    const older = await list(client.token, `&before=${encodeURIComponent(oldestShown.created_at)}`);
    expect((older.body as unknown as { seq: number }[]).every((m) => m.seq < oldestShown.seq)).toBe(true);
    const after = await list(filmmaker.token, `&after_seq=${records[1]!.seq}&order=asc`);
    expect((after.body as unknown as { seq: number }[]).map((m) => m.seq)).toEqual([records[0]!.seq]);
    const small = await list(client.token, '&limit=2');
    expect(small.body).toHaveLength(2);
  });

  test('empty messages, bad room names and unknown parties are refused and store nothing', async () => {
    const before = await countMessages();
    expect((await send(client, { content: '   ' })).status).toBe(400);
    const badRoom = await callAs(t, client.token, 'POST', '/api/rest/v1/messages', {
      room_name: 'chat_foo',
      content: 'hi',
      entity_id: client.entityId,
      entity_role: 'client',
    });
    expect(badRoom.status).toBe(400);
    const ghost = await callAs(t, client.token, 'POST', '/api/rest/v1/messages', {
      room_name: roomName(client.entityId, crypto.randomUUID()),
      content: 'hi',
      entity_id: client.entityId,
      entity_role: 'client',
    });
    expect(ghost.status).toBe(404);
    expect(await countMessages()).toBe(before);
  });
});

describe('who may read and write a room', () => {
  test('without a session nothing is readable', async () => {
    expect((await list(undefined, '')).status).toBe(401);
  });

  test("another pair's client can neither read nor write the room", async () => {
    const before = await countMessages();
    const read = await list(stranger.token, '');
    expect(read.status).toBe(403);
    expect(read.body.error).toBe('You are not part of this conversation');
    const write = await callAs(t, stranger.token, 'POST', '/api/rest/v1/messages', {
      room_name: room,
      content: 'let me in',
      entity_id: stranger.entityId,
      entity_role: 'client',
    });
    expect(write.status).toBe(403);
    expect(await countMessages()).toBe(before);
  });

  test("a forged entity_id (the other party's) is refused", async () => {
    const before = await countMessages();
    const forged = await callAs(t, client.token, 'POST', '/api/rest/v1/messages', {
      room_name: room,
      content: 'pretending to be the filmmaker',
      entity_id: filmmaker.entityId,
      entity_role: 'filmmaker',
    });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('entity_id is not yours in this room');
    expect(await countMessages()).toBe(before);
  });

  test('admins read any room but cannot write in it', async () => {
    expect((await list(admin.token, '')).status).toBe(200);
    const write = await callAs(t, admin.token, 'POST', '/api/rest/v1/messages', {
      room_name: room,
      content: 'admin here',
      entity_id: client.entityId,
      entity_role: 'client',
    });
    expect(write.status).toBe(403);
  });

  test('an unverified sender is asked to verify first', async () => {
    const fresh = await chatParty(t, { email: 'fresh@example.com', role: 'client', verified: false });
    const result = await callAs(t, fresh.token, 'POST', '/api/rest/v1/messages', {
      room_name: roomOf(fresh, filmmaker),
      content: 'hello',
      entity_id: fresh.entityId,
      entity_role: 'client',
    });
    expect(result.status).toBe(403);
    expect(result.body.error).toBe('Verify your identity before sending messages');
  });
});

describe('message status', () => {
  test('the recipient moves a message forward; downgrades and the sender are refused', async () => {
    const sent = await send(client, { content: 'Call sheet attached soon' });
    const id = sent.body.id as string;
    const patch = (party: ChatParty, status: string) =>
      callAs(t, party.token, 'PATCH', `/api/rest/v1/messages/${id}/status`, { status });

    expect((await patch(client, 'read')).status).toBe(403);
    const delivered = await patch(filmmaker, 'delivered');
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ success: true, data: { id, status: 'delivered' } });
    const read = await patch(filmmaker, 'read');
    expect(read.body).toMatchObject({ success: true, data: { status: 'read' } });
    const downgrade = await patch(filmmaker, 'delivered');
    expect(downgrade.status).toBe(409);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, id));
    expect(row!.status).toBe('read');
    // The same status again is not a change and not an error, also for the sender storing a broadcast.
    expect((await patch(filmmaker, 'read')).status).toBe(200);
    expect((await patch(client, 'read')).body).toMatchObject({ success: true, data: { status: 'read' } });
  });

  test("bulk-status marks the other party's messages and never lowers a read one", async () => {
    const a = await send(filmmaker, { content: 'one' });
    const b = await send(filmmaker, { content: 'two' });
    await callAs(t, client.token, 'PATCH', `/api/rest/v1/messages/${a.body.id}/status`, { status: 'read' });
    const delivered = await callAs(t, client.token, 'PATCH', '/api/rest/v1/messages/bulk-status', {
      room_name: room,
      sender_id: filmmaker.entityId,
      status: 'delivered',
    });
    expect(delivered.status).toBe(200);
    expect(delivered.body.success).toBe(true);
    expect(delivered.body.count).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(messages).where(eq(messages.entityId, filmmaker.entityId));
    expect(rows.find((row) => row.id === a.body.id)!.status).toBe('read');
    expect(rows.find((row) => row.id === b.body.id)!.status).toBe('delivered');

    const forged = await callAs(t, client.token, 'PATCH', '/api/rest/v1/messages/bulk-status', {
      room_name: room,
      sender_id: client.entityId,
      status: 'read',
    });
    expect(forged.status).toBe(403);
  });
});

describe('conversations and user email', () => {
  test('each side lists the conversation with the other party, the last message and unread count', async () => {
    const last = await send(filmmaker, { content: 'See you Thursday' });
    const forClient = await callAs(
      t,
      client.token,
      'GET',
      `/api/rest/v1/conversations?entity_id=${client.entityId}&entity_role=client`,
    );
    expect(forClient.status).toBe(200);
    const [conversation] = forClient.body as unknown as Loose[];
    expect(conversation).toMatchObject({
      room_name: room,
      other: { entity_id: filmmaker.entityId, entity_role: 'filmmaker', name: 'Nadia Okafor' },
      last_message: { id: last.body.id, content: 'See you Thursday' },
    });
    expect(conversation!.unread_count).toBeGreaterThanOrEqual(1);

    const forFilmmaker = await callAs(
      t,
      filmmaker.token,
      'GET',
      `/api/rest/v1/conversations?entity_id=${filmmaker.entityId}&entity_role=filmmaker`,
    );
    expect((forFilmmaker.body as unknown as Loose[])[0]!.other).toMatchObject({
      entity_id: client.entityId,
      name: 'Acme Films',
    });
    // Someone else's entity is not a way in.
    const prying = await callAs(
      t,
      stranger.token,
      'GET',
      `/api/rest/v1/conversations?entity_id=${client.entityId}&entity_role=client`,
    );
    expect(prying.status).toBe(403);
    const all = await callAs(t, admin.token, 'GET', '/api/rest/v1/conversations');
    expect((all.body as unknown as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  test('an email address is only given to someone who shares a conversation', async () => {
    const ok = await callAs(
      t,
      client.token,
      'GET',
      `/api/rest/v1/messages/user-email?entity_id=${filmmaker.entityId}&entity_role=filmmaker`,
    );
    expect(ok.body).toEqual({ email: 'nadia@example.com', name: 'Nadia Okafor' });
    const no = await callAs(
      t,
      stranger.token,
      'GET',
      `/api/rest/v1/messages/user-email?entity_id=${filmmaker.entityId}&entity_role=filmmaker`,
    );
    expect(no.status).toBe(403);
  });

  test('the recipient is emailed once per burst with the preview cut to 100 characters', async () => {
    const pair = {
      client: await chatParty(t, { email: 'burst-client@example.com', role: 'client', name: 'Burst Co' }),
      filmmaker: await chatParty(t, { email: 'burst-film@example.com', role: 'filmmaker', name: 'Lee Ray' }),
    };
    const burstRoom = roomOf(pair.client, pair.filmmaker);
    for (const content of ['x'.repeat(150), 'second', 'third']) {
      await callAs(t, pair.client.token, 'POST', '/api/rest/v1/messages', {
        room_name: burstRoom,
        content,
        entity_id: pair.client.entityId,
        entity_role: 'client',
      });
    }
    await vi.waitFor(async () => {
      const emails = await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.recipientEmail, 'burst-film@example.com'));
      expect(emails).toHaveLength(1);
      expect(emails[0]!.emailType).toBe('message_notification');
      expect(emails[0]!.templateData).toMatchObject({
        senderName: 'Burst Co',
        senderRole: 'client',
        messagePreview: `${'x'.repeat(100)}...`,
      });
    });
  });
});

describe('send-email for message notifications', () => {
  test('a party may notify the other party: data checked, preview cut, unknown keys dropped', async () => {
    const response = await callAs(t, client.token, 'POST', '/api/functions/v1/send-email', {
      emailType: 'message_notification',
      recipientEmail: 'NADIA@example.com',
      templateData: {
        senderName: '  Acme Films ',
        senderRole: 'client',
        senderEntityId: client.entityId,
        messagePreview: 'y'.repeat(300),
        trackingPixel: 'https://evil.example/p.gif',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, id: expect.any(String) });
    const [email] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.id, response.body.id as string));
    expect(email!.templateData).toEqual({
      senderName: 'Acme Films',
      senderRole: 'client',
      senderEntityId: client.entityId,
      messagePreview: `${'y'.repeat(100)}...`,
    });
  });

  test('claiming to be the other party, or writing to a stranger, is refused (decision 0018)', async () => {
    const asOther = await callAs(t, client.token, 'POST', '/api/functions/v1/send-email', {
      emailType: 'message_notification',
      recipientEmail: 'acme@example.com',
      templateData: {
        senderName: 'Nadia',
        senderRole: 'filmmaker',
        senderEntityId: filmmaker.entityId,
        messagePreview: 'hi',
      },
    });
    expect(asOther.status).toBe(403);
    const toStranger = await callAs(t, client.token, 'POST', '/api/functions/v1/send-email', {
      emailType: 'message_notification',
      recipientEmail: 'other@example.com',
      templateData: {
        senderName: 'Acme',
        senderRole: 'client',
        senderEntityId: client.entityId,
        messagePreview: 'hi',
      },
    });
    expect(toStranger.status).toBe(403);
    const anonymous = await callAs(t, undefined, 'POST', '/api/functions/v1/send-email', {
      emailType: 'message_notification',
      recipientEmail: 'nadia@example.com',
      templateData: { senderName: 'Acme', senderRole: 'client', messagePreview: 'hi' },
    });
    expect(anonymous.body).toEqual({ success: false, error: 'User not authenticated' });
  });
});

describe('attachments and voice notes', () => {
  test('uploaded files attach to a message and come back with signed links, by message and by room', async () => {
    const image = await uploaded(t, {
      token: client.token,
      kind: 'chat_attachment',
      name: 'frame.png',
      data: await makeImage({ format: 'png' }),
    });
    const pdf = await uploaded(t, {
      token: client.token,
      kind: 'chat_attachment',
      name: 'brief.pdf',
      data: makePdf(),
    });
    const sent = await send(client, { content: 'Refs', attachment_ids: [image.id, pdf.id] });
    expect(sent.body).toMatchObject({ has_attachments: true, attachment_count: 2 });

    const one = await callAs(
      t,
      filmmaker.token,
      'GET',
      `/api/functions/v1/message-attachments?message_id=${sent.body.id}`,
    );
    expect(one.status).toBe(200);
    const attachments = one.body.attachments as unknown as Loose[];
    expect(attachments.map((a) => [a.file_type, a.file_name])).toEqual([
      ['image', 'frame.png'],
      ['pdf', 'brief.pdf'],
    ]);
    expect(attachments[0]!.thumbnail_signed_url).toBeTruthy();
    // Relative to the site, so a thumbnail loads on any address the app is opened at (decision 0022).
    expect(attachments[0]!.thumbnail_signed_url).toMatch(/^\/api\/files\/[^?]+\?variant=thumbnail&/);
    expect((await fetchLink(t, attachments[1]!.signed_url)).statusCode).toBe(200);

    const withFiles = await callAs(
      t,
      filmmaker.token,
      'GET',
      `/api/rest/v1/messages?room_name=${room}&has_attachments=true&order=asc`,
    );
    expect((withFiles.body as unknown as Loose[]).map((m) => m.id)).toEqual([sent.body.id]);

    const byRoom = await callAs(
      t,
      filmmaker.token,
      'GET',
      `/api/functions/v1/message-attachments?room_name=${room}`,
    );
    expect((byRoom.body.attachments as Record<string, unknown[]>)[sent.body.id as string]).toHaveLength(2);

    expect(
      (
        await callAs(
          t,
          stranger.token,
          'GET',
          `/api/functions/v1/message-attachments?message_id=${sent.body.id}`,
        )
      ).status,
    ).toBe(403);
    const anonymous = await callAs(
      t,
      undefined,
      'GET',
      `/api/functions/v1/message-attachments?room_name=${room}`,
    );
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('Not authenticated');
  });

  test("another person's file cannot be attached, and nothing is stored", async () => {
    const theirs = await uploaded(t, {
      token: filmmaker.token,
      kind: 'chat_attachment',
      name: 'mine.pdf',
      data: makePdf(),
    });
    const before = await countMessages();
    const result = await send(client, { content: 'look', attachment_ids: [theirs.id] });
    expect(result.status).toBe(400);
    expect(await countMessages()).toBe(before);
  });

  test('a retried send with attachments answers the stored message; another message cannot take its file', async () => {
    const pdf = await uploaded(t, {
      token: client.token,
      kind: 'chat_attachment',
      name: 'a.pdf',
      data: makePdf(),
    });
    const id = crypto.randomUUID();
    const first = await send(client, { id, content: 'Brief', attachment_ids: [pdf.id] });
    expect(first.status).toBe(201);
    const again = await send(client, { id, content: 'Brief', attachment_ids: [pdf.id] });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const other = await send(client, { content: 'Brief again', attachment_ids: [pdf.id] });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe('This file is already attached to another message');
    const attached = await t.database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.fileId, pdf.id));
    expect(attached.map((row) => row.messageId)).toEqual([id]);
  });

  test('a voice note is stored with its duration and waveform and sent as a voice message, once', async () => {
    const messageId = crypto.randomUUID();
    const body = {
      room_name: room,
      duration: 4.2,
      file_data: makeWebm().toString('base64'),
      mime_type: 'audio/webm;codecs=opus',
      file_size: makeWebm().length,
      waveform_data: [0.1, 0.5, 1],
      entity_id: filmmaker.entityId,
      message_id: messageId,
    };
    const first = await callAs(t, filmmaker.token, 'POST', '/api/functions/v1/voice-notes', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ duration: 4.2, waveform_data: [0.1, 0.5, 1], message_id: messageId });
    const again = await callAs(t, filmmaker.token, 'POST', '/api/functions/v1/voice-notes', body);
    expect(again.body.attachment_id).toBe(first.body.attachment_id);
    const [message] = await t.database.db.select().from(messages).where(eq(messages.id, messageId));
    expect(message).toMatchObject({ messageType: 'voice', hasAttachments: true, attachmentCount: 1 });
    const [attachment] = await t.database.db
      .select()
      .from(messageAttachments)
      .where(eq(messageAttachments.messageId, messageId));
    expect(attachment).toMatchObject({ fileType: 'voice_note', mimeType: 'audio/webm', duration: 4.2 });

    const tooLong = await callAs(t, filmmaker.token, 'POST', '/api/functions/v1/voice-notes', {
      ...body,
      message_id: crypto.randomUUID(),
      duration: 400,
    });
    expect(tooLong.status).toBe(400);
    const noSession = await callAs(t, undefined, 'POST', '/api/functions/v1/voice-notes', body);
    expect(noSession.status).toBe(401);
    expect(noSession.body.error).toBe('Not authenticated');
  });

  test('an oversize voice note or attachment is refused with the limit and stores nothing', async () => {
    const MB = 1024 * 1024;
    const countFiles = async () => (await t.database.db.select().from(files)).length;
    const before = { messages: await countMessages(), files: await countFiles() };
    const bigVoice = Buffer.concat([makeWebm(), Buffer.alloc(10 * MB)]);
    const voice = await callAs(t, filmmaker.token, 'POST', '/api/functions/v1/voice-notes', {
      room_name: room,
      duration: 290,
      file_data: bigVoice.toString('base64'),
      mime_type: 'audio/webm',
      file_size: bigVoice.length,
      entity_id: filmmaker.entityId,
      message_id: crypto.randomUUID(),
    });
    expect(voice.status).toBe(413);
    expect(voice.body).toMatchObject({ error: 'The voice note is larger than the 10 MB allowed' });

    const bigFile = await upload(t, {
      token: client.token,
      kind: 'chat_attachment',
      name: 'cut.pdf',
      type: 'application/pdf',
      data: makePdf(101 * MB),
    });
    expect(bigFile.statusCode).toBe(413);
    expect(bigFile.json()).toEqual({
      error: 'The file is larger than the 100 MB allowed for a chat attachment',
    });
    expect({ messages: await countMessages(), files: await countFiles() }).toEqual(before);
  });

  test('a voice note that is not audio is refused and stores nothing', async () => {
    const before = await countMessages();
    const result = await callAs(t, filmmaker.token, 'POST', '/api/functions/v1/voice-notes', {
      room_name: room,
      duration: 2,
      file_data: makePdf().toString('base64'),
      mime_type: 'audio/webm',
      file_size: 100,
      entity_id: filmmaker.entityId,
      message_id: crypto.randomUUID(),
    });
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(await countMessages()).toBe(before);
  });
});
