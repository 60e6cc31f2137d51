import path from 'node:path';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  bulkStatusResponseSchema,
  bulkStatusSchema,
  conversationListSchema,
  conversationsQuerySchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messageListSchema,
  messageRecordSchema,
  postMessageSchema,
  statusUpdateResponseSchema,
  statusUpdateSchema,
  userEmailQuerySchema,
  userEmailResponseSchema,
} from '@reelhire/shared/chat-messages';
import { CHAT_ERRORS } from '@reelhire/shared/chat-realtime';
import {
  messageAttachmentsQuerySchema,
  messageAttachmentsResponseSchema,
  voiceNoteResponseSchema,
  voiceNoteUploadSchema,
} from '@reelhire/shared/chat-attachments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { requireUserFirst } from '../../auth/request-caller.ts';
import { limitFirst } from '../../http/shared-rate-limits.ts';
import { configuredStorage } from '../../storage/configured-storage.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import type { ChatBroadcaster } from './chat-broadcaster.ts';
import { getUserEmail } from './get-user-email.ts';
import { listConversations } from './list-conversations.ts';
import { listMessageAttachments, listRoomAttachments } from './list-message-attachments.ts';
import { listMessages } from './list-messages.ts';
import { afterStored, sendChatMessage } from './send-chat-message.ts';
import { updateMessageStatus } from './update-message-status.ts';
import { updateRoomStatus } from './update-room-status.ts';
import { uploadVoiceNote } from './upload-voice-note.ts';

export interface ChatRoutesOptions {
  db: Db;
  config: Config;
  broadcaster: ChatBroadcaster;
  storage?: StorageDriver;
}

const security = [{ apikey: [], bearer: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};

/** Base64 of the largest voice note (10 MB) with room for the JSON around it. */
const VOICE_NOTE_BODY_LIMIT = 15 * 1024 * 1024;

/**
 * Chat (issue 5): docs/product.md §7's message resources under /api/rest/v1 and the `message-attachments` and
 * `voice-notes` functions. Routes parse, authorise and call one operation; every write is broadcast by
 * the operation's caller only after it is stored.
 */
export const chatRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (
  app,
  { db, config, broadcaster, storage = configuredStorage(config) },
) => {
  const tempDir = path.join(config.dataDir, 'tmp', 'uploads');

  // The functions answer docs/product.md §8's 'Not authenticated' before looking at the body.
  const requireSession = requireUserFirst({ error: CHAT_ERRORS.notAuthenticated });

  app.get(
    '/api/rest/v1/messages',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: "A page of a room's messages: newest first, before a time, or after a sequence number",
        security,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return listMessages({ db, user, query: request.query });
    },
  );

  app.post(
    '/api/rest/v1/messages',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'Send a message: stored first, then broadcast to the room (a repeated id is stored once)',
        security,
        body: postMessageSchema,
        response: { 200: messageRecordSchema, 201: messageRecordSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser();
      const posted = await sendChatMessage({ db, user, input: request.body, broadcaster, log: request.log });
      return reply.code(posted.created ? 201 : 200).send(posted.message);
    },
  );

  app.get(
    '/api/rest/v1/messages/user-email',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'The email address of someone you share a conversation with',
        security,
        querystring: userEmailQuerySchema,
        response: { 200: userEmailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return getUserEmail({
        db,
        user,
        entityId: request.query.entity_id,
        entityRole: request.query.entity_role,
      });
    },
  );

  app.patch(
    '/api/rest/v1/messages/bulk-status',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: "Mark all of the other party's messages in a room delivered or read",
        security,
        body: bulkStatusSchema,
        response: { 200: bulkStatusResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const { count, broadcast, addresseeUserId } = await updateRoomStatus({ db, user, input: request.body });
      if (broadcast) broadcaster.status(request.body.room_name, broadcast, addresseeUserId);
      return { success: true, count };
    },
  );

  app.patch(
    '/api/rest/v1/messages/:id/status',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'Report one message delivered or read (statuses only move forward)',
        security,
        params: messageIdParamsSchema,
        body: statusUpdateSchema,
        response: { 200: statusUpdateResponseSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const { message, broadcast, addresseeUserId } = await updateMessageStatus({
        db,
        user,
        messageId: request.params.id,
        status: request.body.status,
      });
      if (broadcast) broadcaster.status(message.room_name, broadcast, addresseeUserId);
      return { success: true, data: message };
    },
  );

  app.get(
    '/api/rest/v1/conversations',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['chat'],
        summary: 'My conversations with the other party, the last message and my unread count',
        security,
        querystring: conversationsQuerySchema,
        response: { 200: conversationListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return listConversations({
        db,
        config,
        user,
        entityId: request.query.entity_id,
        entityRole: request.query.entity_role,
      });
    },
  );

  app.get(
    '/api/functions/v1/message-attachments',
    {
      // The limit counts before the session is checked (decision 0070).
      config: { caller: 'user', rateLimit: false },
      onRequest: [limitFirst(app, 'global'), requireSession],
      schema: {
        tags: ['chat'],
        summary: "One message's attachments (message_id) or a room's, by message (room_name)",
        security,
        querystring: messageAttachmentsQuerySchema,
        response: {
          200: messageAttachmentsResponseSchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const { message_id: messageId, room_name: roomName } = request.query;
      if (messageId) return { attachments: await listMessageAttachments({ db, config, user, messageId }) };
      return { attachments: await listRoomAttachments({ db, config, user, roomName: roomName! }) };
    },
  );

  app.post(
    '/api/functions/v1/voice-notes',
    {
      onRequest: [limitFirst(app, 'voice-notes', { max: 60, timeWindow: '1 minute' }), requireSession],
      bodyLimit: VOICE_NOTE_BODY_LIMIT,
      config: { caller: 'user', rateLimit: false },
      schema: {
        tags: ['chat'],
        summary: 'Upload a voice note (base64) and send it as a voice message',
        security,
        body: voiceNoteUploadSchema,
        response: { 200: voiceNoteResponseSchema, ...errors, 409: apiErrorSchema, 413: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const { response, posted } = await uploadVoiceNote({
        db,
        config,
        storage,
        tempDir,
        user,
        input: request.body,
        log: request.log,
      });
      if (posted) afterStored({ broadcaster, log: request.log, db, posted });
      return response;
    },
  );
};
