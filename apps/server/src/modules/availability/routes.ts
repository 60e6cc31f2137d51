import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  availabilityQuerySchema,
  availabilitySchema,
  markAvailableInputSchema,
  markUnavailableInputSchema,
} from '@reelhire/shared/availability-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { AuthError } from '../../auth/auth-error.ts';
import { getAvailability } from './get-availability.ts';
import { markAvailable, markUnavailable } from './mark-days.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * The availability calendar (issue 13, decision 0036): readable by anyone for a set-up filmmaker (busy or
 * free only), with the detail for the filmmaker themselves; the filmmaker marks and clears their own days.
 */
export const availabilityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/availability',
    {
      config: { caller: 'anyone' },
      schema: {
        tags: ['availability'],
        summary:
          "A filmmaker's calendar by half day: booked, first hold, second hold, unavailable or free (who and why for the filmmaker only)",
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const user = await request.optionalUser();
      const callerFilmmakerId = user ? await ownFilmmakerId(() => request.requireEntity('filmmaker')) : null;
      return getAvailability({ db, query: request.query, callerFilmmakerId });
    },
  );

  app.post(
    '/availability/unavailable',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['availability'],
        summary: 'Mark your own days or half days unavailable, with an optional private note (filmmaker)',
        body: markUnavailableInputSchema,
        response: { 200: availabilitySchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return markUnavailable({ db, filmmakerId: entityId, days: request.body.days, note: request.body.note });
    },
  );

  app.post(
    '/availability/available',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['availability'],
        summary: 'Clear your own unavailable marks from days or half days (filmmaker)',
        body: markAvailableInputSchema,
        response: { 200: availabilitySchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return markAvailable({ db, filmmakerId: entityId, days: request.body.days });
    },
  );
};

/** The caller's filmmaker profile id, or null for a signed-in client or an account without one yet. */
async function ownFilmmakerId(lookup: () => Promise<{ entityId: string }>): Promise<string | null> {
  try {
    return (await lookup()).entityId;
  } catch (error) {
    if (error instanceof AuthError) return null;
    throw error;
  }
}
