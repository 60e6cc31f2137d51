import { idParamsSchema } from '@reelhire/shared/id-params';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  applicantListQuerySchema,
  applicationEditSchema,
  applicationExistsErrorSchema,
  applicationInputSchema,
  applicationListSchema,
  applicationSchema,
  rejectInputSchema,
} from '@reelhire/shared/applications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { editApplication } from './edit-application.ts';
import { getApplication } from './get-application.ts';
import { hiringCaller } from './hiring-party.ts';
import { listApplicants } from './list-applicants.ts';
import { listMyApplications } from './list-my-applications.ts';
import { submitApplication } from './submit-application.ts';
import { APPLICATION_HTTP_TRANSITIONS, transitionApplication } from './transition-application.ts';

const idParams = idParamsSchema('application');
/** With job_id: that job's applicants for its owner; without: the caller's own, as a filmmaker. */
const listQuery = applicantListQuerySchema.extend({ job_id: z.uuid().optional() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/** Applications (SPEC's bids, issue 12): a filmmaker applies to a job; its client reviews them. */
export const applicationRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/applications',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['applications'],
        summary:
          'Apply to a published job (an identical retry answers 200 with the first application; other terms get 409 application_exists)',
        body: applicationInputSchema.extend({ job_id: z.uuid() }),
        response: {
          201: applicationSchema,
          200: applicationSchema,
          ...errors,
          409: z.union([applicationExistsErrorSchema, apiErrorSchema]),
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { entityId } = await request.requireEntity('filmmaker');
      const { created, application } = await submitApplication({
        db,
        config,
        filmmakerId: entityId,
        input: request.body,
      });
      return reply.code(created ? 201 : 200).send(application);
    },
  );

  app.get(
    '/applications',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['applications'],
        summary: "A job's applicants (job_id, for its owner) or the caller's own applications",
        querystring: listQuery,
        response: { 200: applicationListSchema, ...errors },
      },
    },
    async (request) => {
      const { job_id: jobId, status, sort, after, limit } = request.query;
      if (jobId) {
        const caller = await hiringCaller(request);
        return listApplicants({ db, config, caller, query: { jobId, status, sort, after, limit } });
      }
      const { entityId } = await request.requireEntity('filmmaker');
      return listMyApplications({ db, config, query: { filmmakerId: entityId, status, after, limit } });
    },
  );

  app.get(
    '/applications/:id',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['applications'],
        summary: "One application, for the job's owner (marks it viewed) or the applicant",
        params: idParams,
        response: { 200: applicationSchema, ...errors },
      },
    },
    async (request) =>
      getApplication({ db, config, caller: await hiringCaller(request), id: request.params.id }),
  );

  app.patch(
    '/applications/:id',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['applications'],
        summary:
          'Edit your application (message, rate, availability, portfolio items) while it is submitted or viewed; 409 with the state otherwise',
        params: idParams,
        body: applicationEditSchema,
        response: { 200: applicationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { entityId, user } = await request.requireEntity('filmmaker');
      return editApplication({
        db,
        config,
        filmmakerId: entityId,
        userId: user.id,
        id: request.params.id,
        input: request.body,
      });
    },
  );

  for (const transition of APPLICATION_HTTP_TRANSITIONS) {
    app.post(
      `/applications/:id/${transition}`,
      {
        config: { caller: 'user' },
        schema: {
          tags: ['applications'],
          summary: `Application transition: ${transition}`,
          params: idParams,
          ...(transition === 'reject' ? { body: rejectInputSchema.nullish() } : {}),
          response: { 200: applicationSchema, ...errors, 409: apiErrorSchema },
        },
      },
      async (request) =>
        transitionApplication({
          db,
          config,
          caller: await hiringCaller(request),
          id: request.params.id,
          transition,
          note: (request.body as { note?: string } | null | undefined)?.note,
        }),
    );
  }
};
