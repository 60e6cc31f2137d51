import {
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSummarySchema,
  changeRoleSchema,
  suspendUserSchema,
} from '@reelhire/shared/admin-users';
import { apiErrorSchema } from '@reelhire/shared/api-error-schema';
import { idParamsSchema } from '@reelhire/shared/id-params';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { changeUserRole } from './change-user-role.ts';
import type { DisconnectAccount } from './end-sessions.ts';
import { getUser } from './get-user.ts';
import { listUsers } from './list-users.ts';
import { restoreUser } from './restore-user.ts';
import { suspendUser } from './suspend-user.ts';

export interface UserRoutesOptions {
  db: Db;
  disconnectAccount: DisconnectAccount;
}

const idParams = idParamsSchema('user');
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };
const transitionErrors = { ...errors, 409: apiErrorSchema };

/** The admin's users area (decision 0064): every call is an admin's, and every change is audited. */
export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (
  app,
  { db, disconnectAccount },
) => {
  app.get(
    '/users',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Accounts newest first, searched by name or email, by role and state (admins); paged by `after` and `limit`',
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => listUsers({ db, query: request.query }),
  );

  app.get(
    '/users/:id',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'One account with its profiles, verification, marketplace counts, money and sessions (admins)',
        params: idParams,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => getUser({ db, id: request.params.id }),
  );

  app.post(
    '/users/:id/suspend',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          'Suspend an account with a reason: sign-in refused, sessions and tokens ended, sockets closed at once (admins)',
        params: idParams,
        body: suspendUserSchema,
        response: { 200: adminUserSummarySchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return suspendUser({
        db,
        adminId: user.id,
        id: request.params.id,
        reason: request.body.reason,
        disconnectAccount,
      });
    },
  );

  app.post(
    '/users/:id/restore',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension: the account may sign in again (admins)',
        params: idParams,
        response: { 200: adminUserSummarySchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return restoreUser({ db, adminId: user.id, id: request.params.id });
    },
  );

  app.post(
    '/users/:id/role',
    {
      config: { caller: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Change an account's role (user_type): its records are kept, its sessions end; not while a role taken away has bookings under way (admins)",
        params: idParams,
        body: changeRoleSchema,
        response: { 200: adminUserSummarySchema, ...transitionErrors },
      },
    },
    async (request) => {
      const { user } = await request.requireRole('admin');
      return changeUserRole({
        db,
        adminId: user.id,
        id: request.params.id,
        userType: request.body.user_type,
        disconnectAccount,
      });
    },
  );
};
