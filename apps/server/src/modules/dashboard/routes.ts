import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { bookingActionsQuerySchema, bookingActionsSchema } from '@reelhire/shared/booking-actions';
import { dashboardSummarySchema } from '@reelhire/shared/dashboard';
import { hiringActionsQuerySchema, hiringActionsSchema } from '@reelhire/shared/hiring-actions';
import { toDosQuerySchema, toDosSchema } from '@reelhire/shared/to-dos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { getBookingActions } from './get-booking-actions.ts';
import { getDashboardSummary } from './get-dashboard-summary.ts';
import { getClientHiringActions, getFilmmakerHiringActions } from './get-hiring-actions.ts';
import { getToDos } from './get-to-dos.ts';

export interface DashboardRoutesOptions {
  db: Db;
}

/** The dashboard home pages' summary of the caller's own profiles. */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, { db }) => {
  app.get(
    '/api/rest/v1/dashboard/me',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'Profile completeness, verification state and next step for each of my roles',
        security: [{ apikey: [], bearer: [] }],
        response: { 200: dashboardSummarySchema, 401: apiErrorSchema },
      },
    },
    async (request) => getDashboardSummary({ db, user: (await request.requireUser()).user }),
  );

  app.get(
    '/api/rest/v1/dashboard/hiring',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'What needs action now in hiring, for my client or my filmmaker side',
        security: [{ apikey: [], bearer: [] }],
        querystring: hiringActionsQuerySchema,
        response: { 200: hiringActionsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { as } = request.query;
      const { entityId } = await request.requireEntity(as);
      return as === 'client'
        ? getClientHiringActions({ db, clientId: entityId })
        : getFilmmakerHiringActions({ db, filmmakerId: entityId });
    },
  );

  app.get(
    '/api/rest/v1/dashboard/bookings',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['dashboard'],
        summary: 'Bookings that wait for me now: milestones to start, submit or revise; deliveries to review',
        security: [{ apikey: [], bearer: [] }],
        querystring: bookingActionsQuerySchema,
        response: { 200: bookingActionsSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { as } = request.query;
      const { entityId } = await request.requireEntity(as);
      return getBookingActions({ db, side: as, entityId });
    },
  );

  app.get(
    '/api/rest/v1/dashboard/to-dos',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['dashboard'],
        summary:
          'Everything whose turn is mine on one side (offers, counters, applications, requests, holds, milestones, funding), with the action and counts',
        description:
          "Built from each state machine's turns (decision 0053): a record is listed when its state is the caller's side's turn.",
        security: [{ apikey: [], bearer: [] }],
        querystring: toDosQuerySchema,
        response: { 200: toDosSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { as } = request.query;
      const { entityId } = await request.requireEntity(as);
      return getToDos({ db, party: as, entityId });
    },
  );
};
