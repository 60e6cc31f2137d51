import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { bookingTermsSchema } from '@reelhire/shared/booking-requests';
import {
  holdListQuerySchema,
  holdListSchema,
  holdSchema,
  releaseHoldInputSchema,
} from '@reelhire/shared/hold-records';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { hiringCaller } from '../applications/hiring-party.ts';
import { confirmHold } from './confirm-hold.ts';
import { getHold } from './get-hold.ts';
import { listHolds, type HoldListScope } from './list-holds.ts';
import { placeHold } from './place-hold.ts';
import { releaseHold } from './release-hold.ts';

const idParams = idParamsSchema('hold');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/**
 * Holds (issue 13, decision 0035): a client pencils a filmmaker's days first or second, as productions
 * pencil crew; the first holder confirms (it becomes a booking request) or releases within 72 hours, and
 * the second is promoted when the first goes.
 */
export const holdRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/holds',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['holds'],
        summary:
          "Hold a filmmaker's days (verified, set-up client): first on free days, second behind a first hold",
        description:
          'Answers 201 with the hold: `first` with its `confirm_by` (72 hours), or `second` behind the client ' +
          'whose first hold covers some of these days. A 409 says why none could be placed: the filmmaker is ' +
          'booked on some of the days, some already carry a second hold, or the caller already holds some ' +
          '(`details.reason`: booked, unavailable, fully_held, already_held).',
        body: bookingTermsSchema,
        response: { 201: holdSchema, ...transitionErrors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('client');
      const hold = await placeHold({ db, clientId: entityId, userId: user.id, terms: request.body });
      return reply.code(201).send(hold);
    },
  );

  app.get(
    '/holds',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['holds'],
        summary:
          "The caller's holds (client, newest first), the live holds on their dates (filmmaker, by date, first before second), or all (admin)",
        querystring: holdListQuerySchema,
        response: { 200: holdListSchema, ...errors },
      },
    },
    async (request) => {
      const { as, after, limit } = request.query;
      const { user } = await request.requireUser();
      const type = user.userMetadata.user_type;
      const side = as ?? (type === 'admin' ? 'admin' : type === 'client' ? 'client' : 'filmmaker');
      let scope: HoldListScope;
      if (side === 'admin') {
        await request.requireRole('admin');
        scope = { side };
      } else {
        scope = { side, entityId: (await request.requireEntity(side)).entityId };
      }
      return listHolds({ db, query: { scope, after, limit } });
    },
  );

  app.get(
    '/holds/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['holds'],
        summary: 'One hold, for its holder, its filmmaker or an admin',
        params: idParams,
        response: { 200: holdSchema, ...errors },
      },
    },
    async (request) => getHold({ db, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/holds/:id/confirm',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['holds'],
        summary:
          'Confirm a first hold (its holder): its terms go to the filmmaker as a booking request, its days reserved',
        description:
          'The hold becomes `confirmed` with `booking_id`, the booking request (status `requested`) the ' +
          'filmmaker accepts, declines or answers with changes. Second holds on those days are released. A ' +
          'second hold, a hold past its `confirm_by`, one whose last day is before today (UTC), or one no ' +
          'longer live is a 409 that changes nothing. Live holds whose days have passed expire at the first ' +
          'sweep after midnight UTC.',
        params: idParams,
        response: { 200: holdSchema, ...transitionErrors },
      },
    },
    async (request) => confirmHold({ db, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.post(
    '/holds/:id/release',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['holds'],
        summary: 'Let the days go (holder) or free them (filmmaker); the second hold behind it is promoted',
        params: idParams,
        body: releaseHoldInputSchema,
        response: { 200: holdSchema, ...transitionErrors },
      },
    },
    async (request) =>
      releaseHold({
        db,
        caller: await hiringCaller(request),
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
