import type { AttachmentFileType } from '@reelhire/shared/chat-attachments';
import type { ChatRole } from '@reelhire/shared/chat-rooms';
import type { MessageStatus, MessageType } from '@reelhire/shared/chat-messages';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { files } from './files.ts';
import { clients, filmmakers } from './profiles.ts';

/**
 * One row per conversation between a client and a filmmaker (issue 5). `last_seq` hands out the room's
 * sequence numbers: the UPDATE that takes the next one locks the row, so two sends in one room are
 * numbered one after the other, while other rooms go on in parallel.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    /** `chat_client_<clientId>_filmmaker_<filmmakerId>` (docs/product.md §3). */
    name: text('name').primaryKey(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    filmmakerId: uuid('filmmaker_id')
      .notNull()
      .references(() => filmmakers.id, { onDelete: 'cascade' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Every message updates its room's last_seq and last_message_at. Neither is indexed, so the update is
  // a heap-only (HOT) one that touches no index, and the table keeps free room in each page for it
  // (fillfactor, migration 0006). A party's rooms are found by these keys and sorted by last message.
  (t) => [
    // Also serves a client's rooms: client_id leads it.
    unique('chat_rooms_pair_key').on(t.clientId, t.filmmakerId),
    index('chat_rooms_filmmaker_idx').on(t.filmmakerId),
  ],
);

/** docs/product.md §3's stored message record, plus the room sequence number. */
export const messages = pgTable(
  'messages',
  {
    /** Made by the sender, so that a retried send is stored once. */
    id: uuid('id').primaryKey(),
    roomName: text('room_name')
      .notNull()
      .references(() => chatRooms.name, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    content: text('content').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's name when they sent it (their profile name for that role). */
    userName: text('user_name').notNull(),
    entityId: uuid('entity_id').notNull(),
    entityRole: text('entity_role').$type<ChatRole>().notNull(),
    status: text('status').$type<MessageStatus>().notNull().default('sent'),
    hasAttachments: boolean('has_attachments').notNull().default(false),
    attachmentCount: integer('attachment_count').notNull().default(0),
    messageType: text('message_type').$type<MessageType>().notNull().default('text'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('messages_room_seq_key').on(t.roomName, t.seq),
    index('messages_room_created_idx').on(t.roomName, sql`${t.createdAt} desc`),
    // Unread counts and bulk receipts: one party's messages in a room that are not read yet.
    index('messages_room_unread_idx')
      .on(t.roomName, t.entityRole)
      .where(sql`${t.status} <> 'read'`),
  ],
);

/** Files attached to a message; the bytes are a `files` row read only through signed links. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    roomName: text('room_name').notNull(),
    /** A file is attached once; deleting it while attached is refused (NO ACTION). */
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => files.id),
    fileType: text('file_type').$type<AttachmentFileType>().notNull(),
    fileName: text('file_name').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    mimeType: text('mime_type').notNull(),
    /** Seconds, for voice notes (and clips when known). */
    duration: real('duration'),
    waveform: jsonb('waveform').$type<number[]>(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('message_attachments_message_idx').on(t.messageId, t.position),
    index('message_attachments_room_idx').on(t.roomName),
  ],
);
