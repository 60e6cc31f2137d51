import { chatMessage, CLIENT_ID, FILMMAKER_ID, ROOM } from './chat-fixtures';
import {
  bulkReceiptChanges,
  deliveredReceiptFor,
  isOwnMessage,
  statusChangesFor,
  unreadSender,
  type ChatViewerIdentity,
} from './message-status';

const filmmaker: ChatViewerIdentity = { role: 'filmmaker', entityId: FILMMAKER_ID };
const admin: ChatViewerIdentity = { role: 'admin', entityId: null };

describe('receiving a message (docs/product.md §4)', () => {
  it("marks the other party's messages delivered, not the viewer's own", () => {
    expect(deliveredReceiptFor(chatMessage({ from: 'client' }), filmmaker)).toBe(CLIENT_ID);
    expect(deliveredReceiptFor(chatMessage({ from: 'filmmaker' }), filmmaker)).toBeNull();
  });

  it('marks nothing for an admin, who only reads', () => {
    expect(deliveredReceiptFor(chatMessage({ from: 'client' }), admin)).toBeNull();
  });
});

describe('reading a room (docs/product.md §4)', () => {
  it('finds the other party while any of their messages is not read', () => {
    const messages = [
      chatMessage({ from: 'client', status: 'read' }),
      chatMessage({ from: 'filmmaker', status: 'sent' }),
      chatMessage({ from: 'client', status: 'delivered' }),
    ];
    expect(unreadSender(messages, filmmaker)).toBe(CLIENT_ID);
  });

  it("finds nobody when the other party's messages are all read (the viewer's own do not count)", () => {
    const messages = [chatMessage({ from: 'client', status: 'read' }), chatMessage({ from: 'filmmaker' })];
    expect(unreadSender(messages, filmmaker)).toBeNull();
    expect(unreadSender([chatMessage({ from: 'client' })], admin)).toBeNull();
  });

  it('after a bulk receipt, moves that sender’s messages up to the status and no further back', () => {
    const sent = chatMessage({ from: 'client', status: 'sent' });
    const read = chatMessage({ from: 'client', status: 'read' });
    const mine = chatMessage({ from: 'filmmaker', status: 'sent' });
    expect(bulkReceiptChanges([sent, read, mine], CLIENT_ID, 'delivered')).toEqual([
      { id: sent.id, status: 'delivered' },
    ]);
  });
});

describe('a status broadcast', () => {
  const mineSent = chatMessage({ from: 'filmmaker', status: 'sent' });
  const mineDelivered = chatMessage({ from: 'filmmaker', status: 'delivered' });
  const mineRead = chatMessage({ from: 'filmmaker', status: 'read' });
  const theirs = chatMessage({ from: 'client', status: 'sent' });
  const all = [mineSent, mineDelivered, mineRead, theirs];

  it('addressed to the viewer (bulk, naming them as recipient) upgrades their messages: sent to delivered', () => {
    const changes = statusChangesFor(
      { status: 'delivered', room: ROOM, recipientRole: 'filmmaker', recipientId: FILMMAKER_ID },
      all,
      filmmaker,
      ROOM,
    );
    expect(changes).toEqual([{ id: mineSent.id, status: 'delivered' }]);
  });

  it('read upgrades anything not read yet', () => {
    const changes = statusChangesFor(
      { status: 'read', room: ROOM, recipientRole: 'filmmaker', recipientId: FILMMAKER_ID },
      all,
      filmmaker,
      ROOM,
    );
    expect(changes).toEqual([
      { id: mineSent.id, status: 'read' },
      { id: mineDelivered.id, status: 'read' },
    ]);
  });

  it('for one message upgrades it when it is the viewer’s', () => {
    expect(
      statusChangesFor(
        { messageId: mineSent.id, status: 'read', entityId: FILMMAKER_ID, updatedBy: CLIENT_ID },
        all,
        filmmaker,
        ROOM,
      ),
    ).toEqual([{ id: mineSent.id, status: 'read' }]);
  });

  it('never takes a status back', () => {
    expect(
      statusChangesFor(
        { messageId: mineRead.id, status: 'delivered', entityId: FILMMAKER_ID, updatedBy: CLIENT_ID },
        all,
        filmmaker,
        ROOM,
      ),
    ).toEqual([]);
  });

  it('addressed to someone else, or about another room, changes nothing', () => {
    expect(
      statusChangesFor(
        { status: 'read', room: ROOM, recipientRole: 'client', recipientId: CLIENT_ID },
        all,
        filmmaker,
        ROOM,
      ),
    ).toEqual([]);
    expect(
      statusChangesFor(
        { messageId: theirs.id, status: 'read', entityId: CLIENT_ID, updatedBy: FILMMAKER_ID },
        all,
        filmmaker,
        ROOM,
      ),
    ).toEqual([]);
    expect(
      statusChangesFor(
        {
          status: 'read',
          room: 'chat_client_x_filmmaker_y',
          recipientRole: 'filmmaker',
          recipientId: FILMMAKER_ID,
        },
        all,
        filmmaker,
        ROOM,
      ),
    ).toEqual([]);
  });

  it('is followed by an admin whoever it is addressed to', () => {
    expect(
      statusChangesFor(
        { status: 'read', room: ROOM, recipientRole: 'client', recipientId: CLIENT_ID },
        all,
        admin,
        ROOM,
      ),
    ).toEqual([{ id: theirs.id, status: 'read' }]);
  });
});

describe('own messages', () => {
  it('are the viewer’s entity in the viewer’s role', () => {
    expect(isOwnMessage(chatMessage({ from: 'filmmaker' }), filmmaker)).toBe(true);
    expect(isOwnMessage(chatMessage({ from: 'client' }), filmmaker)).toBe(false);
    expect(isOwnMessage(chatMessage({ from: 'filmmaker' }), admin)).toBe(false);
  });
});
