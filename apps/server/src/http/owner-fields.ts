import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/**
 * Fields that name whose record a write is for. Where a route's body does not take one, the route acts only
 * for the caller, and zod would silently drop the field: a filmmaker sending another filmmaker's
 * `filmmaker_id` to `POST /availability/unavailable` was told nothing and had their own calendar changed.
 */
export const OWNER_FIELDS = [
  'filmmaker_id',
  'client_id',
  'user_id',
  'owner_id',
  'admin_id',
  'created_by',
  'uploaded_by',
] as const;

export const ownerFieldRefused = (field: string) =>
  `${field} cannot be set on this request: it always acts for your own account, so it cannot name another`;

interface ZodLike {
  def?: {
    type?: string;
    shape?: Record<string, unknown>;
    catchall?: unknown;
    innerType?: ZodLike;
    in?: ZodLike;
    options?: ZodLike[];
  };
}

/** The top-level field names a body schema takes; undefined when it takes any (not an object, or loose). */
function fieldsOf(schema: ZodLike | undefined): Set<string> | undefined {
  const def = schema?.def;
  if (!def) return undefined;
  switch (def.type) {
    case 'object':
      return def.catchall ? undefined : new Set(Object.keys(def.shape ?? {}));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
      return fieldsOf(def.innerType);
    case 'pipe':
      return fieldsOf(def.in);
    case 'union': {
      const each = (def.options ?? []).map(fieldsOf);
      if (each.some((fields) => !fields)) return undefined;
      return new Set(each.flatMap((fields) => [...fields!]));
    }
    default:
      return undefined;
  }
}

/**
 * Decision 0056: a JSON body naming an owner (OWNER_FIELDS) that its route does not take is refused with a
 * 400 naming the field, instead of being dropped. Other unknown fields are still dropped as before: only
 * these say "do this for someone else", which a caller must not believe happened.
 */
export function refuseOwnerFields(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const taken = fieldsOf(request.routeOptions.schema?.body as ZodLike | undefined);
    if (!taken) return;
    const refused = OWNER_FIELDS.find((field) => Object.hasOwn(body, field) && !taken.has(field));
    if (refused) throw new HttpError(400, ownerFieldRefused(refused));
  });
}
