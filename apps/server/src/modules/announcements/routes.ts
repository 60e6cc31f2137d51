import {
  announcementInputSchema,
  announcementPatchSchema,
  announcementSchema,
  announcementsPageSchema,
  announcementsQuerySchema,
  currentAnnouncementsSchema,
} from '@reelhire/shared/announcements';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { isUserType } from '@reelhire/shared/user-type';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { dismissAnnouncement } from './dismiss-announcement.ts';
import { currentAnnouncements, listAnnouncements } from './list-announcements.ts';
import { createAnnouncement, endAnnouncement, updateAnnouncement } from './write-announcement.ts';

const security = [{ apikey: [], bearer: [] }];
const idParams = idParamsSchema('announcement');
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Broadcast announcements (decision 0062): admins write them, signed-in users read and dismiss theirs. */
export const announcementRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reader = async (request: {
    requireUser(): Promise<{ user: { id: string; userMetadata: Record<string, unknown> } }>;
  }) => {
    const { user } = await request.requireUser();
    const type = user.userMetadata.user_type;
    return { id: user.id, userType: isUserType(type) ? type : null };
  };

  app.get(
    '/api/rest/v1/announcements',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['announcements'],
        summary: 'Every announcement, newest first (admins)',
        security,
        querystring: announcementsQuerySchema,
        response: { 200: announcementsPageSchema, ...adminErrors },
      },
    },
    async (request) => listAnnouncements(db, request.query),
  );

  app.post(
    '/api/rest/v1/announcements',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['announcements'],
        summary: 'Publish an announcement to everyone, filmmakers or clients (admins)',
        security,
        body: announcementInputSchema,
        response: { 201: announcementSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireUser();
      return reply.code(201).send(await createAnnouncement(db, user.id, request.body));
    },
  );

  app.patch(
    '/api/rest/v1/announcements/:id',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['announcements'],
        summary: 'Edit an announcement (admins)',
        security,
        params: idParams,
        body: announcementPatchSchema,
        response: { 200: announcementSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return updateAnnouncement(db, user.id, request.params.id, request.body);
    },
  );

  app.post(
    '/api/rest/v1/announcements/:id/end',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['announcements'],
        summary: 'End an announcement now (admins)',
        security,
        params: idParams,
        response: { 200: announcementSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return endAnnouncement(db, user.id, request.params.id);
    },
  );

  app.get(
    '/api/rest/v1/announcements/current',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['announcements'],
        summary: 'Live announcements for my account type that I have not dismissed',
        security,
        response: { 200: currentAnnouncementsSchema, 401: apiErrorSchema },
      },
    },
    async (request) => currentAnnouncements(db, await reader(request)),
  );

  app.post(
    '/api/rest/v1/announcements/:id/dismiss',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['announcements'],
        summary: 'Hide an announcement from my dashboard',
        security,
        params: idParams,
        response: {
          200: z.object({ id: z.string(), dismissed: z.literal(true) }),
          400: apiErrorSchema,
          401: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await dismissAnnouncement(db, await reader(request), request.params.id);
      return { id: request.params.id, dismissed: true as const };
    },
  );
};
