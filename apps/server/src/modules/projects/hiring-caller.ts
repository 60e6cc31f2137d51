import type { FastifyRequest } from 'fastify';

/**
 * Who acts on a project or job: its client, or a Reelhire admin (who may read and act on any). Filmmakers
 * are neither: requireEntity answers them 403. `clientId` is null for an admin.
 */
export type HiringCaller =
  { actor: 'client'; userId: string; clientId: string } | { actor: 'admin'; userId: string; clientId: null };

export async function clientOrAdmin(request: FastifyRequest): Promise<HiringCaller> {
  const { user } = await request.requireUser();
  if (user.userMetadata.user_type === 'admin') return { actor: 'admin', userId: user.id, clientId: null };
  const { entityId } = await request.requireEntity('client');
  return { actor: 'client', userId: user.id, clientId: entityId };
}
