import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  FEEDBACK_TRANSITIONS,
  adminFeedbackPageSchema,
  adminFeedbackQuerySchema,
  adminFeedbackRecordSchema,
  feedbackInputSchema,
  feedbackMachine,
  feedbackRecordSchema,
  feedbackReplyInputSchema,
  myFeedbackPageSchema,
  myFeedbackQuerySchema,
} from '@reelhire/shared/feedback';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createFeedback } from './create-feedback.ts';
import { requireFeedbackSender } from './feedback-access.ts';
import { getFeedbackForAdmin } from './get-feedback.ts';
import { listFeedback } from './list-feedback.ts';
import { listMyFeedback } from './list-my-feedback.ts';
import { replyToFeedback } from './reply-to-feedback.ts';
import { transitionFeedback } from './transition-feedback.ts';

const idParams = idParamsSchema('feedback');
const optionalKey = z.object({ 'idempotency-key': z.string().min(8).max(200).optional() }).loose();
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * Feedback (decision 0065): members who are verified and set up send it and read their own; admins triage
 * all of it, move it through the feedback machine and reply by email.
 */
export const feedbackRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.post(
    '/feedback',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['feedback'],
        summary:
          'Send feedback to the team (verified members with their profile set up; Idempotency-Key optional)',
        headers: optionalKey,
        body: feedbackInputSchema,
        response: { 200: feedbackRecordSchema, 201: feedbackRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await request.requireUser();
      await requireFeedbackSender(db, auth);
      const { record, created } = await createFeedback({
        db,
        config,
        userId: auth.user.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
      });
      return reply.code(created ? 201 : 200).send(record);
    },
  );

  app.get(
    '/feedback/mine',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['feedback'],
        summary: 'The caller’s own feedback, newest first, with its status and the team’s reply',
        querystring: myFeedbackQuerySchema,
        response: { 200: myFeedbackPageSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireUser();
      return listMyFeedback({ db, config, userId: user.id, query: request.query });
    },
  );

  app.get(
    '/feedback',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'All feedback, newest first, optionally by status and category (admins)',
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackPageSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listFeedback({ db, config, query: request.query });
    },
  );

  app.get(
    '/feedback/:id',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'One piece of feedback with its screenshot link (admins)',
        params: idParams,
        response: { 200: adminFeedbackRecordSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return getFeedbackForAdmin({ db, config, id: request.params.id });
    },
  );

  for (const transition of FEEDBACK_TRANSITIONS) {
    const rule = feedbackMachine.transitions[transition];
    app.post(
      `/feedback/:id/${transition}`,
      {
        config: { caller: 'admin' },
        schema: {
          tags: ['feedback'],
          summary: `${rule.label} (admins; to ${rule.to} from ${rule.by.admin?.join(' or ')})`,
          params: idParams,
          response: {
            200: adminFeedbackRecordSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
            ...errors,
          },
        },
      },
      async (request) => {
        const { user } = await request.requireRole('admin');
        return transitionFeedback({ db, config, id: request.params.id, transition, adminUserId: user.id });
      },
    );
  }

  app.post(
    '/feedback/:id/reply',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['feedback'],
        summary: 'Reply to feedback: kept on it and emailed to its author (admins; Idempotency-Key optional)',
        params: idParams,
        headers: optionalKey,
        body: feedbackReplyInputSchema,
        response: { 200: adminFeedbackRecordSchema, 404: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return replyToFeedback({
        db,
        config,
        id: request.params.id,
        message: request.body.message,
        adminUserId: user.id,
        idempotencyKey: request.headers['idempotency-key'],
      });
    },
  );
};
