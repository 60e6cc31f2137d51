import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { HttpError } from '../http/errors.ts';
import { accountMayBe, wrongAccountType, type CallerEntity } from './request-caller.ts';

/**
 * Who may call a route (decision 0056), said once in its options as `config: { caller }`:
 * - `anyone`: no session needed (the handler may still ask `optionalUser()`);
 * - `user`: any signed-in account; finer checks that need the record come in the handler;
 * - `admin`: an admin account;
 * - `client` / `filmmaker`: an account with that role and its record set up (requireEntity);
 * - `client-account` / `filmmaker-account`: an account with that role, record or not (profile setup).
 */
export type RouteCaller = 'anyone' | 'user' | 'admin' | CallerEntity | `${CallerEntity}-account`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** One caller, or several of which any will do (a client or an admin). */
    caller?: RouteCaller | readonly RouteCaller[];
    /**
     * The 403 message when the account's type cannot have the role `caller` needs (a filmmaker-only
     * account on a client route), where the general one would not say the next step well.
     */
    wrongAccountMessage?: string;
  }
}

/** The OpenAPI extension that carries `caller` into the document, so tools and tests can read it. */
export const CALLER_EXTENSION = 'x-caller';

const SIGNED_IN_SECURITY = [{ apikey: [], bearer: [] }];

function checkFor(caller: RouteCaller, wrongAccountMessage: string | undefined) {
  return async (request: FastifyRequest): Promise<void> => {
    if (caller === 'anyone') return;
    if (caller === 'user') {
      await request.requireUser();
      return;
    }
    if (caller === 'admin') {
      await request.requireRole('admin');
      return;
    }
    const entity = caller.replace(/-account$/, '') as CallerEntity;
    const { user } = await request.requireUser();
    const mayBe = accountMayBe(entity, user.userMetadata.user_type);
    if (caller.endsWith('-account')) {
      // Profile setup answers as its operations do (profile-access.ts), in the API's `{ error }`.
      if (!mayBe) {
        throw new HttpError(403, wrongAccountMessage ?? `Only ${entity} accounts have a ${entity} profile`);
      }
      return;
    }
    if (!mayBe) throw wrongAccountType(entity, wrongAccountMessage);
    await request.requireEntity(entity);
  };
}

/** Whether a route is one of the API's documented operations (not the docs UI or the mailbox page). */
function isDocumentedApiRoute(route: RouteOptions): boolean {
  const schema = route.schema as { hide?: boolean } | undefined;
  return route.url.startsWith('/api/') && !schema?.hide;
}

/**
 * Decision 0056: who is calling is checked before what they sent. Every documented `/api` route says who
 * may call it (`config.caller`; a route that does not fails at start, so a new route cannot forget), and
 * that check runs as an `onRequest` hook: before the body is parsed or validated, so an anonymous caller
 * with a bad body gets 401 and a wrong role 403, never a 400 that describes a request they may not make.
 * The check's lookups are memoised per request (decision 0025), so the handler's own calls cost nothing.
 * A route's own onRequest hooks run first: the functions that answer "not signed in" in their own shape
 * (requireUserFirst) keep it. The check also writes the route's security and `x-caller` into the OpenAPI
 * document. Call on the root instance before the routes are registered.
 */
export function checkCallerFirst(app: Pick<FastifyInstance, 'addHook'>): void {
  app.addHook('onRoute', (route) => {
    if (!isDocumentedApiRoute(route)) return;
    const caller = route.config?.caller;
    if (!caller) {
      throw new Error(
        `${String(route.method)} ${route.url} must say who may call it: config.caller (decision 0056)`,
      );
    }
    const schema = (route.schema ??= {}) as Record<string, unknown>;
    schema[CALLER_EXTENSION] = caller;
    if (caller === 'anyone') return;
    schema.security ??= SIGNED_IN_SECURITY;
    const checks = [caller].flat().map((one) => checkFor(one, route.config?.wrongAccountMessage));
    // Any one of several callers will do; when none does, the first one's refusal is the answer.
    const check: onRequestHookHandler = async (request) => {
      const refusals = await Promise.allSettled(checks.map((one) => one(request)));
      if (refusals.some((outcome) => outcome.status === 'fulfilled')) return;
      throw (refusals[0] as PromiseRejectedResult).reason;
    };
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, check];
  });
}
