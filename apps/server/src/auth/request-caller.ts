import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { clients, filmmakers } from '../db/schema/profiles.ts';
import { AuthError, notAuthenticated } from './auth-error.ts';
import type { AuthSecrets } from './auth-secrets.ts';
import { authenticateAccessToken, bearerToken, type AuthContext } from './require-user.ts';

/** A role checked on user_type alone; filmmaker and client are entities (requireEntity). */
export type CallerRole = 'admin';
export type CallerEntity = 'client' | 'filmmaker';

export interface EntityContext extends AuthContext {
  /** The id of the caller's filmmaker or client record. */
  entityId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The signed-in user behind the bearer token, with a live session; 401/403 AuthError otherwise. The
     * lookup runs once per request however often it is asked.
     */
    requireUser(): Promise<AuthContext>;
    /** The signed-in user, or undefined without any token (a bad token still fails). */
    optionalUser(): Promise<AuthContext | undefined>;
    /** requireUser, then 403 unless the account has this role. */
    requireRole(role: CallerRole): Promise<AuthContext>;
    /** requireUser, then the caller's own filmmaker or client record; 403 without one. */
    requireEntity(entity: CallerEntity): Promise<EntityContext>;
  }
}

const ROLE_ERRORS: Record<CallerRole, () => AuthError> = {
  admin: () => new AuthError(403, 'not_admin', 'This needs an admin account'),
};

const ENTITY_TABLES = { client: clients, filmmaker: filmmakers };

// docs/product.md §6: user_type decides the roles, and a 'both' account has both records.
const ENTITY_TYPES: Record<CallerEntity, readonly string[]> = {
  client: ['client', 'both'],
  filmmaker: ['filmmaker', 'both'],
};

const noEntity = (entity: CallerEntity) =>
  new AuthError(403, `no_${entity}_profile`, `This needs a ${entity} profile: set one up first`);

/**
 * An account whose type cannot have the role at all: "set one up first" would send it nowhere
 * (decision 0056), so it says which accounts can. The code stays the one clients already read.
 */
export const wrongAccountType = (entity: CallerEntity, message?: string) =>
  new AuthError(
    403,
    `no_${entity}_profile`,
    message ?? `Only ${entity} accounts can do this, and this account is not a ${entity} account`,
  );

/** Whether an account of this user_type has, or may set up, that role's record. */
export const accountMayBe = (entity: CallerEntity, userType: unknown): boolean =>
  ENTITY_TYPES[entity].includes(String(userType));

interface CallerMemo {
  user?: Promise<AuthContext>;
  entities: Partial<Record<CallerEntity, Promise<string | undefined>>>;
}

// Per request, so several checks in hooks and the handler cost one lookup (a WeakMap lets each request's
// entry go with it).
const memos = new WeakMap<FastifyRequest, CallerMemo>();
const memoOf = (request: FastifyRequest): CallerMemo => {
  let memo = memos.get(request);
  if (!memo) memos.set(request, (memo = { entities: {} }));
  return memo;
};

/**
 * Decision 0025: how a route knows its caller. Decorates every request of the app with requireUser,
 * optionalUser, requireRole and requireEntity, so route plugins need neither the database nor the secrets
 * for it. Call on the root instance before the routes are registered.
 */
export function registerRequestCaller(
  app: Pick<FastifyInstance, 'decorateRequest'>,
  { db, secrets }: { db: Db; secrets: AuthSecrets },
): void {
  function requireUser(this: FastifyRequest): Promise<AuthContext> {
    const memo = memoOf(this);
    if (!memo.user) {
      const accessToken = bearerToken(this);
      memo.user = accessToken
        ? authenticateAccessToken(accessToken, { db, secrets })
        : Promise.reject(notAuthenticated());
    }
    return memo.user;
  }

  async function optionalUser(this: FastifyRequest): Promise<AuthContext | undefined> {
    return bearerToken(this) ? requireUser.call(this) : undefined;
  }

  async function requireRole(this: FastifyRequest, role: CallerRole): Promise<AuthContext> {
    const context = await requireUser.call(this);
    if (context.user.userMetadata.user_type !== role) throw ROLE_ERRORS[role]();
    return context;
  }

  async function requireEntity(this: FastifyRequest, entity: CallerEntity): Promise<EntityContext> {
    const context = await requireUser.call(this);
    if (!accountMayBe(entity, context.user.userMetadata.user_type)) throw wrongAccountType(entity);
    const memo = memoOf(this);
    memo.entities[entity] ??= findEntityId(db, entity, context.user.id);
    const entityId = await memo.entities[entity];
    if (!entityId) throw noEntity(entity);
    return { ...context, entityId };
  }

  app.decorateRequest('requireUser', requireUser);
  app.decorateRequest('optionalUser', optionalUser);
  app.decorateRequest('requireRole', requireRole);
  app.decorateRequest('requireEntity', requireEntity);
}

async function findEntityId(db: Db, entity: CallerEntity, userId: string): Promise<string | undefined> {
  const table = ENTITY_TABLES[entity];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.userId, userId));
  return row?.id;
}

/**
 * An onRequest hook for the functions that answer "not signed in" in their own shape, with 401, before
 * their body is looked at. The handler's own requireUser then reuses the lookup.
 */
export function requireUserFirst(notSignedIn: unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await request.requireUser();
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return reply.code(401).send(notSignedIn);
    }
  };
}
