import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { idParamsSchema } from '@reelhire/shared/id-params';
import {
  socialMediaConsentSchema,
  socialMediaPageSchema,
  socialMediaQuerySchema,
  socialPostInputSchema,
  socialPostMachine,
  socialPostSchema,
  socialPostsPageSchema,
  socialPostsQuerySchema,
  type SocialPostTransition,
} from '@reelhire/shared/social-posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { listConsentingMedia } from './consenting-media.ts';
import { listSocialPosts } from './list-social-posts.ts';
import { createSocialPost, updateSocialPost } from './save-social-post.ts';
import { getSocialMediaConsent, setSocialMediaConsent } from './social-media-consent.ts';
import { transitionSocialPost } from './transition-social-post.ts';

const idParams = idParamsSchema('post');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/**
 * The admin's social media planner (decision 0065) and the filmmaker's consent that decides which
 * portfolio images it may use.
 */
export const socialPostRoutes: FastifyPluginAsyncZod<{ db: Db; config: Config }> = async (
  app,
  { db, config },
) => {
  app.get(
    '/social_posts',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['social posts'],
        summary: 'Planned posts of one status (admins): scheduled soonest first, others last changed first',
        querystring: socialPostsQuerySchema,
        response: { 200: socialPostsPageSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listSocialPosts({ db, config, query: request.query });
    },
  );

  app.get(
    '/social_posts/media',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['social posts'],
        summary: 'Portfolio images that may be used: only of filmmakers who consented (admins)',
        querystring: socialMediaQuerySchema,
        response: { 200: socialMediaPageSchema, ...errors },
      },
    },
    async (request) => {
      await request.requireRole('admin');
      return listConsentingMedia({ db, config, query: request.query });
    },
  );

  app.post(
    '/social_posts',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['social posts'],
        summary: 'Plan a new post, as a draft (admins)',
        body: socialPostInputSchema,
        response: { 201: socialPostSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = await request.requireRole('admin');
      const post = await createSocialPost({ db, config, input: request.body, adminUserId: user.id });
      return reply.code(201).send(post);
    },
  );

  app.patch(
    '/social_posts/:id',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['social posts'],
        summary: 'Edit a post that is not published yet (admins)',
        params: idParams,
        body: socialPostInputSchema,
        response: { 200: socialPostSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return updateSocialPost({
        db,
        config,
        id: request.params.id,
        input: request.body,
        adminUserId: user.id,
      });
    },
  );

  for (const transition of Object.keys(socialPostMachine.transitions) as SocialPostTransition[]) {
    const rule = socialPostMachine.transitions[transition];
    app.post(
      `/social_posts/:id/${transition}`,
      {
        config: { caller: 'admin' },
        schema: {
          tags: ['social posts'],
          summary: `${rule.label} (admins; to ${rule.to} from ${rule.by.admin?.join(' or ')})`,
          params: idParams,
          response: { 200: socialPostSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...errors },
        },
      },
      async (request) => {
        const { user } = await request.requireRole('admin');
        return transitionSocialPost({ db, config, id: request.params.id, transition, adminUserId: user.id });
      },
    );
  }

  app.get(
    '/profiles/filmmaker/me/social_media_consent',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['social posts'],
        summary: 'Whether Reelhire may show your portfolio images on its own social channels (filmmakers)',
        response: { 200: socialMediaConsentSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return getSocialMediaConsent(db, entityId);
    },
  );

  app.put(
    '/profiles/filmmaker/me/social_media_consent',
    {
      config: { caller: 'filmmaker' },
      schema: {
        tags: ['social posts'],
        summary: 'Say yes or no to your portfolio images on Reelhire’s social channels (filmmakers)',
        body: socialMediaConsentSchema,
        response: { 200: socialMediaConsentSchema, ...errors },
      },
    },
    async (request) => {
      const { entityId } = await request.requireEntity('filmmaker');
      return setSocialMediaConsent(db, entityId, request.body.consent);
    },
  );
};
