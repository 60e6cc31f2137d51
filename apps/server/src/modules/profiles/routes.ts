import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import {
  clientRecordSchema,
  filmmakerRecordSchema,
  profileRecordsQuerySchema,
} from '@reelhire/shared/auth-profiles';
import { clientBasicSchema, clientProfileSchema } from '@reelhire/shared/client-profile';
import {
  filmmakerBasicSchema,
  filmmakerPortfolioSchema,
  filmmakerProfessionalSchema,
} from '@reelhire/shared/filmmaker-profile-steps';
import { filmmakerProfileSchema } from '@reelhire/shared/filmmaker-profile';
import {
  usernameAvailabilityQuerySchema,
  usernameAvailabilitySchema,
} from '@reelhire/shared/profile-usernames';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signFileRefs } from '../files/sign-file-refs.ts';
import { HttpError } from '../../http/errors.ts';
import { checkUsername } from './check-username.ts';
import { getClientProfile } from './get-client-profile.ts';
import { getFilmmakerProfile } from './get-filmmaker-profile.ts';
import { listClientRecords, listFilmmakerRecords } from './list-profile-records.ts';
import { saveClientBasic } from './save-client-basic.ts';
import { saveFilmmakerBasic } from './save-filmmaker-basic.ts';
import { saveFilmmakerPortfolio } from './save-filmmaker-portfolio.ts';
import { saveFilmmakerProfessional } from './save-filmmaker-professional.ts';
import { submitClientProfile } from './submit-client-profile.ts';
import { submitFilmmakerProfile } from './submit-filmmaker-profile.ts';

export interface ProfileRoutesOptions {
  config: Config;
  db: Db;
}

const security = [{ apikey: [], bearer: [] }];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const FILMMAKER = '/api/rest/v1/profiles/filmmaker';
const CLIENT = '/api/rest/v1/profiles/client';

/**
 * docs/product.md §7: a user's filmmaker and client records, whose `verified` and `setup` the access guard
 * reads. Only one's own records, or anyone's for an admin (docs/product.md §6).
 */
export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, { db, config }) => {
  // Profiles hold file ids; every answer of this plugin gets fresh signed links for them (the owner's own
  // profile, whose images are public kinds).
  app.addHook('preSerialization', async (_request, _reply, payload) =>
    signFileRefs({ db, config, value: payload }),
  );

  /** The user whose records may be read: the caller by default, another user only for an admin. */
  async function readableUserId(request: FastifyRequest, requested: string | undefined): Promise<string> {
    const auth = await request.requireUser();
    if (!requested || requested === auth.user.id) return auth.user.id;
    if (auth.user.userMetadata.user_type === 'admin') return requested;
    throw new HttpError(403, "You can only read your own account's records");
  }

  app.get(
    '/api/rest/v1/filmmakers',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['profiles'],
        summary: "A user's filmmaker record (verified, setup)",
        security,
        querystring: profileRecordsQuerySchema,
        response: { 200: z.array(filmmakerRecordSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listFilmmakerRecords(db, await readableUserId(request, request.query.user_id)),
  );

  app.get(
    '/api/rest/v1/clients',
    {
      config: { caller: 'user' },
      schema: {
        tags: ['profiles'],
        summary: "A user's client record (verified, setup)",
        security,
        querystring: profileRecordsQuerySchema,
        response: { 200: z.array(clientRecordSchema), 400: apiErrorSchema },
      },
    },
    async (request) => listClientRecords(db, await readableUserId(request, request.query.user_id)),
  );

  // Profile setup (issue 4): each step saves a draft of the caller's own profile (PUT replaces the step's
  // fields, so repeating it is harmless); submit makes a complete profile public. There is no user id in
  // these paths: nobody can address someone else's profile.
  const user = async (request: FastifyRequest) => (await request.requireUser()).user;

  app.get(
    `${FILMMAKER}/me`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'My filmmaker profile, drafts included, with what submitting still needs',
        security,
        response: { 200: filmmakerProfileSchema, ...errors },
      },
    },
    async (request) => getFilmmakerProfile({ db, user: await user(request) }),
  );

  app.put(
    `${FILMMAKER}/me/basic`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Save setup step 1: name, username, photo, headline, location, bio',
        security,
        body: filmmakerBasicSchema,
        response: { 200: filmmakerProfileSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => saveFilmmakerBasic({ db, user: await user(request), input: request.body }),
  );

  app.put(
    `${FILMMAKER}/me/professional`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Save setup step 2: crafts, experience, rates, kit, languages, travel, availability',
        security,
        body: filmmakerProfessionalSchema,
        response: { 200: filmmakerProfileSchema, ...errors },
      },
    },
    async (request) => saveFilmmakerProfessional({ db, user: await user(request), input: request.body }),
  );

  app.put(
    `${FILMMAKER}/me/portfolio`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Save setup step 3: showreel, work links, images, credits',
        security,
        body: filmmakerPortfolioSchema,
        response: { 200: filmmakerProfileSchema, ...errors },
      },
    },
    async (request) => saveFilmmakerPortfolio({ db, user: await user(request), input: request.body }),
  );

  app.post(
    `${FILMMAKER}/me/submit`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Publish my filmmaker profile (setup true), or 400 listing what is missing',
        security,
        response: { 200: filmmakerProfileSchema, ...errors },
      },
    },
    async (request) => submitFilmmakerProfile({ db, user: await user(request) }),
  );

  app.get(
    `${FILMMAKER}/username-available`,
    {
      config: { caller: 'filmmaker-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Whether a username is free, well formed and not reserved',
        security,
        querystring: usernameAvailabilityQuerySchema,
        response: { 200: usernameAvailabilitySchema, ...errors },
      },
    },
    async (request) =>
      checkUsername({ db, userId: (await user(request)).id, username: request.query.username }),
  );

  app.get(
    `${CLIENT}/me`,
    {
      config: { caller: 'client-account' },
      schema: {
        tags: ['profiles'],
        summary: 'My client profile, draft or set up, with what submitting still needs',
        security,
        response: { 200: clientProfileSchema, ...errors },
      },
    },
    async (request) => getClientProfile({ db, user: await user(request) }),
  );

  app.put(
    `${CLIENT}/me/basic`,
    {
      config: { caller: 'client-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Save the client setup step: name, kind, industry, website, logo, location, about',
        security,
        body: clientBasicSchema,
        response: { 200: clientProfileSchema, ...errors },
      },
    },
    async (request) => saveClientBasic({ db, user: await user(request), input: request.body }),
  );

  app.post(
    `${CLIENT}/me/submit`,
    {
      config: { caller: 'client-account' },
      schema: {
        tags: ['profiles'],
        summary: 'Set up my client profile (setup true), or 400 listing what is missing',
        security,
        response: { 200: clientProfileSchema, ...errors },
      },
    },
    async (request) => submitClientProfile({ db, user: await user(request) }),
  );
};
