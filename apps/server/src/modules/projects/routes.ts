import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectReferencesSchema,
  projectSchema,
} from '@reelhire/shared/projects';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AuthError } from '../../auth/auth-error.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createProject } from './create-project.ts';
import { getProject } from './get-project.ts';
import { getProjectReferences } from './get-project-references.ts';
import { clientOrAdmin } from './hiring-caller.ts';
import { listProjects } from './list-projects.ts';
import { withFileLinks } from './project-file-links.ts';
import { transitionProject } from './transition-project.ts';
import { updateProject } from './update-project.ts';

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = idParamsSchema('project');
const transitionParams = idParams.extend({ transition: z.string().max(40) });

/** The caller's record of one kind, or null when the account has none (403 no_<entity>_profile). */
const entityOrNull = (request: FastifyRequest, entity: 'client' | 'filmmaker') =>
  request.requireEntity(entity).then(
    ({ entityId }) => entityId,
    (error: unknown) => {
      if (error instanceof AuthError && error.status === 403) return null;
      throw error;
    },
  );

/** A client's projects (issue 12): create, edit, list and move through the project machine. */
export const projectRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  const links = { db, config };

  app.get(
    '/projects',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['projects'],
        summary: "The caller's projects, most recently changed first",
        security,
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return withFileLinks(links, await listProjects({ db, clientId: entityId, query: request.query }));
    },
  );

  app.post(
    '/projects',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['projects'],
        summary: 'Start a project (a draft)',
        security,
        body: projectInputSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, entityId } = await request.requireEntity('client');
      const project = await createProject({ db, clientId: entityId, userId: user.id, fields: request.body });
      return reply.code(201).send(await withFileLinks(links, project));
    },
  );

  app.get(
    '/projects/:id',
    {
      config: { caller: ['client', 'admin'] },
      schema: {
        tags: ['projects'],
        summary: 'One project (its client, or an admin)',
        security,
        params: idParams,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) => {
      const caller = await clientOrAdmin(request);
      return withFileLinks(links, await getProject({ db, caller, id: request.params.id }));
    },
  );

  app.get(
    '/projects/:id/references',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['projects'],
        summary: "A project's reference links and files with signed links",
        description:
          'For its client, admins, and filmmakers while one of its jobs is published or they have an application in the running or a contract on one (decision 0029). Anyone else gets 404.',
        security,
        params: idParams,
        response: { 200: projectReferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      const viewer = {
        admin: user.userMetadata.user_type === 'admin',
        clientId: await entityOrNull(request, 'client'),
        filmmakerId: await entityOrNull(request, 'filmmaker'),
      };
      return getProjectReferences({ db, config, viewer, id: request.params.id });
    },
  );

  app.put(
    '/projects/:id',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['projects'],
        summary: 'Edit a project (not while archived)',
        security,
        params: idParams,
        body: projectInputSchema,
        response: { 200: projectSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { user, entityId } = await request.requireEntity('client');
      const project = await updateProject({
        db,
        clientId: entityId,
        userId: user.id,
        id: request.params.id,
        fields: request.body,
      });
      return withFileLinks(links, project);
    },
  );

  app.post(
    '/projects/:id/:transition',
    {
      config: { caller: ['client', 'admin'] },
      schema: {
        tags: ['projects'],
        summary: 'Move a project on: open, start_production, complete, archive or restore',
        description: 'An illegal transition answers 409 { error, status } with the current status.',
        security,
        params: transitionParams,
        response: { 200: projectSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await clientOrAdmin(request);
      const { id, transition } = request.params;
      return withFileLinks(links, await transitionProject({ db, caller, id, transition }));
    },
  );
};
