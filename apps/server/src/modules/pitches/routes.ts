import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { pageQuerySchema } from '@reelhire/shared/hiring-fields';
import {
  pitchInputSchema,
  pitchListQuerySchema,
  pitchListSchema,
  pitchProjectSchema,
  pitchSchema,
} from '@reelhire/shared/pitches';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createPitch } from './create-pitch.ts';
import { deletePitch } from './delete-pitch.ts';
import { getPitch } from './get-pitch.ts';
import { listMyPitches } from './list-my-pitches.ts';
import { listPitches } from './list-pitches.ts';
import { withMediaLinks } from './pitch-file-links.ts';
import { pitchViewer } from './pitch-viewer.ts';
import { savePitch, unsavePitch } from './save-pitch.ts';
import { transitionPitch, type PitchActor } from './transition-pitch.ts';
import { turnPitchIntoProject } from './turn-pitch-into-project.ts';
import { updatePitch } from './update-pitch.ts';

const tags = ['pitches'];
const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = idParamsSchema('pitch');
const transitionParams = idParams.extend({ transition: z.string().max(40) });

/** The pitch's filmmaker, or an admin (who may only close one): who moves a pitch through its machine. */
async function pitchActor(request: FastifyRequest): Promise<PitchActor> {
  const { user } = await request.requireUser();
  if (user.userMetadata.user_type === 'admin') return { actor: 'admin', userId: user.id };
  const { entityId } = await request.requireEntity('filmmaker');
  return { actor: 'filmmaker', userId: user.id, filmmakerId: entityId };
}

/** The pitching room (issue 13, decision 0038): filmmakers' pitches, read by verified clients. */
export const pitchRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (app, { db, config }) => {
  const links = { db, config };

  app.get(
    '/pitches',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Open pitches for a verified client (every pitch for an admin), newest first',
        description:
          'Filters: q (words), format, craft (the filmmaker’s), budget_max_minor, saved. Unverified clients get 403.',
        security,
        querystring: pitchListQuerySchema,
        response: { 200: pitchListSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await pitchViewer(request, db);
      return withMediaLinks(links, await listPitches({ db, viewer, query: request.query }));
    },
  );

  app.get(
    '/pitches/mine',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags,
        summary: "The calling filmmaker's pitches in every state, most recently changed first",
        security,
        querystring: pageQuerySchema,
        response: { 200: pitchListSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return withMediaLinks(links, await listMyPitches({ db, filmmakerId: entityId, query: request.query }));
    },
  );

  app.post(
    '/pitches',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags,
        summary: 'Write a pitch (a draft until published)',
        security,
        body: pitchInputSchema,
        response: { 201: pitchSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('filmmaker');
      const pitch = await createPitch({ db, filmmakerId: entityId, userId: user.id, fields: request.body });
      return reply.code(201).send(await withMediaLinks(links, pitch));
    },
  );

  app.get(
    '/pitches/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'One pitch: its filmmaker, an admin, or a verified client while it is open',
        security,
        params: idParams,
        response: { 200: pitchSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await pitchViewer(request, db);
      return withMediaLinks(links, await getPitch({ db, viewer, id: request.params.id }));
    },
  );

  app.put(
    '/pitches/:id',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags,
        summary: 'Edit one of your pitches (any state)',
        security,
        params: idParams,
        body: pitchInputSchema,
        response: { 200: pitchSchema, ...errors },
      },
    },
    async (request) => {
      const { user, entityId } = await request.requireEntity('filmmaker');
      const pitch = await updatePitch({
        db,
        filmmakerId: entityId,
        userId: user.id,
        id: request.params.id,
        fields: request.body,
      });
      return withMediaLinks(links, pitch);
    },
  );

  app.delete(
    '/pitches/:id',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags,
        summary: 'Delete one of your pitches for good',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('filmmaker');
      await deletePitch({ db, filmmakerId: entityId, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/pitches/:id/saved',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Save an open pitch to your list (verified clients)',
        security,
        params: idParams,
        response: { 200: pitchSchema, ...errors },
      },
    },
    async (request) => {
      const viewer = await pitchViewer(request, db);
      return withMediaLinks(links, await savePitch({ db, viewer, id: request.params.id }));
    },
  );

  app.delete(
    '/pitches/:id/saved',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Drop a pitch from your saved list',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await pitchViewer(request, db);
      await unsavePitch({ db, viewer, id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/pitches/:id/project',
    {
      config: { caller: 'user' },
      schema: {
        tags,
        summary: 'Turn an open pitch into a draft project of yours (verified clients)',
        description:
          'The project is prefilled from the pitch: title, production type, description (logline and treatment), budget (the top of the range) and reference links.',
        security,
        params: idParams,
        response: { 201: pitchProjectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = await pitchViewer(request, db);
      return reply.code(201).send(await turnPitchIntoProject({ db, viewer, id: request.params.id }));
    },
  );

  app.post(
    '/pitches/:id/:transition',
    {
      config: { caller: ['filmmaker', 'admin'] },
      schema: {
        tags,
        summary: 'Move a pitch on: publish, close or reopen',
        description: 'An illegal transition answers 409 { error, status } with the current status.',
        security,
        params: transitionParams,
        response: { 200: pitchSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await pitchActor(request);
      const { id, transition } = request.params;
      return withMediaLinks(links, await transitionPitch({ db, caller, id, transition }));
    },
  );
};
