import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { pageQuerySchema } from '@reelhire/shared/hiring-fields';
import {
  adminJobListQuerySchema,
  jobCreateSchema,
  jobInputSchema,
  jobListSchema,
  jobSchema,
  jobSearchQuerySchema,
  unpublishInputSchema,
} from '@reelhire/shared/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { clientOrAdmin } from '../projects/hiring-caller.ts';
import { closeJob } from './close-job.ts';
import { createJob } from './create-job.ts';
import { getJob } from './get-job.ts';
import { listAdminJobs } from './list-admin-jobs.ts';
import { listProjectJobs } from './list-project-jobs.ts';
import { publishJob } from './publish-job.ts';
import { searchJobs, searchViewer } from './search-jobs.ts';
import { transitionJob } from './transition-job.ts';
import { unpublishJob } from './unpublish-job.ts';
import { updateJob } from './update-job.ts';

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const idParams = idParamsSchema('job');
const projectParams = idParamsSchema('project');
const transitionParams = idParams.extend({ transition: z.string().max(40) });

/** Jobs (issue 12): a client's roles to fill, the filmmakers' job search, and the admin's list. */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/jobs',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['jobs'],
        summary: "Search published jobs; a filmmaker's crafts and city first, then the newest",
        security,
        querystring: jobSearchQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return searchJobs({ db, query: request.query, viewer: await searchViewer(db, user.id) });
    },
  );

  app.post(
    '/jobs',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['jobs'],
        summary: "Add a draft job to one of the caller's projects",
        security,
        body: jobCreateSchema,
        response: { 201: jobSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('client');
      const { project_id: projectId, ...fields } = request.body;
      return reply.code(201).send(await createJob({ db, clientId: entityId, projectId, fields }));
    },
  );

  app.get(
    '/jobs/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['jobs'],
        summary:
          'One job: published for anyone signed in; otherwise its parties (client, applicants) or an admin',
        security,
        params: idParams,
        response: { 200: jobSchema, ...errors },
      },
    },
    async (request) => getJob({ db, viewer: await request.requireUser(), id: request.params.id }),
  );

  app.put(
    '/jobs/:id',
    {
      config: { caller: ['client', 'admin'] },
      schema: {
        tags: ['jobs'],
        summary: 'Edit a job (its client or an admin; not once closed)',
        security,
        params: idParams,
        body: jobInputSchema,
        response: { 200: jobSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) =>
      updateJob({ db, caller: await clientOrAdmin(request), id: request.params.id, fields: request.body }),
  );

  app.post(
    '/jobs/:id/:transition',
    {
      config: { caller: ['client', 'admin'] },
      schema: {
        tags: ['jobs'],
        summary: 'Move a job on: publish, unpublish (with an optional reason) or close',
        description:
          "An illegal transition answers 409 { error, status }. An admin's unpublish reason is shown to the client on the job.",
        security,
        params: transitionParams,
        body: unpublishInputSchema.nullish(),
        response: { 200: jobSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = await clientOrAdmin(request);
      const { id, transition } = request.params;
      if (transition === 'publish') return publishJob({ db, caller, id });
      if (transition === 'unpublish') return unpublishJob({ db, caller, id, reason: request.body?.reason });
      if (transition === 'close') return closeJob({ db, caller, id });
      return transitionJob({ db, caller, id, transition });
    },
  );

  app.get(
    '/projects/:id/jobs',
    {
      config: { caller: 'client' },
      schema: {
        tags: ['jobs'],
        summary: "Every job of one of the caller's projects, in the order they were added",
        security,
        params: projectParams,
        querystring: pageQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('client');
      return listProjectJobs({ db, clientId: entityId, projectId: request.params.id, query: request.query });
    },
  );

  app.get(
    '/admin/jobs',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['jobs', 'admin'],
        summary: 'Every job, newest first, with search and a status filter (admins)',
        security,
        querystring: adminJobListQuerySchema,
        response: { 200: jobListSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listAdminJobs({ db, query: request.query });
    },
  );
};
