import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  calendarFeedSchema,
  outsideCalendarInputSchema,
  outsideCalendarListSchema,
  outsideCalendarSchema,
} from '@reelhire/shared/calendar-feeds';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { addOutsideCalendar } from './add-outside-calendar.ts';
import { FEED_PATH_PREFIX, readFeedToken } from './feed-address.ts';
import { getCalendarFeed } from './get-calendar-feed.ts';
import { listOutsideCalendars } from './list-outside-calendars.ts';
import { outsideCalendarSettings } from './outside-calendar-record.ts';
import { removeOutsideCalendar } from './remove-outside-calendar.ts';
import { renewCalendarFeed } from './renew-calendar-feed.ts';
import { renderCalendarFeed } from './render-calendar-feed.ts';
import { syncOutsideCalendar } from './sync-outside-calendar.ts';
import { turnOffCalendarFeed } from './turn-off-calendar-feed.ts';

export interface CalendarFeedRoutesOptions {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'jwtSecret' | 'outsideCalendarsPrivateNetwork'>;
}

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
// Each add or "Sync now" fetches an address the member gave: a few a minute is all a person needs.
const fetchLimit = { max: 10, timeWindow: '1 minute' };

/** Calendar feeds out and outside calendars in (decision 0092). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<CalendarFeedRoutesOptions> = async (
  app,
  { db, config },
) => {
  const feed = { db, publicUrl: config.publicUrl, secret: config.jwtSecret };
  const settings = outsideCalendarSettings(config);

  app.get(
    `${FEED_PATH_PREFIX}:file`,
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['calendar'],
        summary: "A member's private calendar feed (iCalendar, RFC 5545): the address is the key",
        description:
          'Bookings and live holds of the member, both sides, from 90 days ago. 404 for an address that was turned off or renewed.',
        params: z.object({ file: z.string().max(200) }),
        produces: ['text/calendar'],
        response: { 200: z.string(), 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const feedId = readFeedToken(config.jwtSecret, token);
      const text = feedId ? await renderCalendarFeed({ db, feedId, publicUrl: config.publicUrl }) : undefined;
      if (text === undefined) return reply.code(404).send({ error: 'No calendar feed at this address' });
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="reelhire.ics"')
        .header('cache-control', 'private, no-store')
        .header('referrer-policy', 'no-referrer')
        .send(text);
    },
  );

  app.get(
    '/api/rest/v1/calendar-feed',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['calendar'],
        summary: 'My calendar feed address, or nulls while it is off',
        security,
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return getCalendarFeed({ ...feed, userId: user.id });
    },
  );

  app.post(
    '/api/rest/v1/calendar-feed',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['calendar'],
        summary: 'Turn my calendar feed on, or renew its address (the old address stops working)',
        security,
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return renewCalendarFeed({ ...feed, userId: user.id });
    },
  );

  app.delete(
    '/api/rest/v1/calendar-feed',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['calendar'],
        summary: 'Turn my calendar feed off: its address answers 404 from now on',
        security,
        response: { 200: calendarFeedSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return turnOffCalendarFeed({ ...feed, userId: user.id });
    },
  );

  app.get(
    '/api/rest/v1/outside-calendars',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['calendar'],
        summary: 'My outside calendars, whose busy times block my days (filmmaker)',
        security,
        response: { 200: outsideCalendarListSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return listOutsideCalendars({ db, filmmakerId: entityId });
    },
  );

  app.post(
    '/api/rest/v1/outside-calendars',
    {
      config: { caller: 'filmmaker', rateLimit: fetchLimit },
      schema: {
        tags: ['calendar'],
        summary: 'Add an outside iCalendar address; it is read at once and then every 30 minutes (filmmaker)',
        description:
          'An address that does not answer with an iCalendar file is refused with the reason: 400.',
        security,
        body: outsideCalendarInputSchema,
        response: { 201: outsideCalendarSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('filmmaker');
      const calendar = await addOutsideCalendar({
        db,
        filmmakerId: entityId,
        label: request.body.label,
        address: request.body.address,
        settings,
      });
      return reply.code(201).send(calendar);
    },
  );

  app.post(
    '/api/rest/v1/outside-calendars/:id/sync',
    {
      config: { caller: 'filmmaker', rateLimit: fetchLimit },
      schema: {
        tags: ['calendar'],
        summary: 'Read one of my outside calendars again now (filmmaker)',
        security,
        params: idParamsSchema('outside calendar'),
        response: { 200: outsideCalendarSchema, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return syncOutsideCalendar({ db, filmmakerId: entityId, calendarId: request.params.id, settings });
    },
  );

  app.delete(
    '/api/rest/v1/outside-calendars/:id',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['calendar'],
        summary: 'Remove one of my outside calendars and free the days it blocked (filmmaker)',
        security,
        params: idParamsSchema('outside calendar'),
        response: { 204: z.null(), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('filmmaker');
      await removeOutsideCalendar({ db, filmmakerId: entityId, calendarId: request.params.id });
      return reply.code(204).send(null);
    },
  );
};
