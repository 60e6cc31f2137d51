import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { AuthSecrets } from '../../auth/auth-secrets.ts';
import type { AddressLimit } from './rate-limits.ts';

/** What every auth route plugin under /api/auth/v1 is registered with. */
export interface AuthRouteContext {
  db: Db;
  config: Config;
  secrets: AuthSecrets;
  /** The per-address email limit, one bucket shared by every route that sends a code. */
  addressLimit: AddressLimit;
}

/** The device facts kept on a session. */
export function requestMeta(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : undefined };
}
