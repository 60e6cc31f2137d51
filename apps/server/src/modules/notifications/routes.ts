import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  notificationSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  unreadCountSchema,
} from '@reelhire/shared/notifications';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { countUnread } from './count-unread.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllRead, markRead } from './mark-read.ts';

const security = [{ apikey: [], bearer: [] }];
const idParams = idParamsSchema('notification');

/** The caller's own in-app notifications (decision 0062); nobody reads another's. */
export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/rest/v1/notifications',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first; paged by `after` and `limit`',
        security,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return listNotifications({ db, userId: user.id, query: request.query });
    },
  );

  app.get(
    '/api/rest/v1/notifications/unread-count',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'How many of my notifications are unread',
        security,
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return { unread_count: await countUnread(db, user.id) };
    },
  );

  app.post(
    '/api/rest/v1/notifications/:id/read',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one of my notifications read',
        security,
        params: idParams,
        response: {
          200: unreadCountSchema.extend({ notification: notificationSchema }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return markRead(db, user.id, request.params.id);
    },
  );

  app.post(
    '/api/rest/v1/notifications/read-all',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        security,
        response: { 200: unreadCountSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return markAllRead(db, user.id);
    },
  );
};
