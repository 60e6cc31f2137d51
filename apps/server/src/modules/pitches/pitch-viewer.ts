import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AuthError } from '../../auth/auth-error.ts';
import { accountMayBe, wrongAccountType } from '../../auth/request-caller.ts';
import type { Db } from '../../db/client.ts';
import { clients } from '../../db/schema/profiles.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * Who reads or acts on pitches (decision 0038): an admin (any pitch), a filmmaker (their own), a client
 * (open pitches, once verified). A 'both' account is a filmmaker for its own pitches and a client for the
 * rest. Strangers never get here (401).
 */
export interface PitchViewer {
  userId: string;
  admin: boolean;
  filmmakerId: string | null;
  client: { id: string; verified: boolean } | null;
  /** Whether the account's type can have a client profile at all (a filmmaker-only account cannot). */
  clientAccount: boolean;
}

const entityOrNull = (request: FastifyRequest, entity: 'client' | 'filmmaker') =>
  request.requireEntity(entity).then(
    ({ entityId }) => entityId,
    (error: unknown) => {
      if (error instanceof AuthError && error.status === 403) return null;
      throw error;
    },
  );

export async function pitchViewer(request: FastifyRequest, db: Db): Promise<PitchViewer> {
  const { user } = await request.requireUser();
  const admin = user.userMetadata.user_type === 'admin';
  const filmmakerId = admin ? null : await entityOrNull(request, 'filmmaker');
  const clientId = admin ? null : await entityOrNull(request, 'client');
  let client: PitchViewer['client'] = null;
  if (clientId) {
    const [row] = await db
      .select({ verified: clients.verified })
      .from(clients)
      .where(eq(clients.id, clientId));
    client = { id: clientId, verified: row?.verified ?? false };
  }
  return {
    userId: user.id,
    admin,
    filmmakerId,
    client,
    clientAccount: accountMayBe('client', user.userMetadata.user_type),
  };
}

export const PITCH_TEXTS = {
  notVerified: 'Verify your identity to see pitches in the pitching room',
  notFound: 'No such pitch',
} as const;

/** The verified client behind a client-only action (browse, save, turn into a project). */
export function requireVerifiedClient(viewer: PitchViewer): { id: string } {
  // "Set one up first" would send a filmmaker-only account nowhere: it is told which accounts can
  // (decision 0056).
  if (!viewer.client && !viewer.clientAccount) throw wrongAccountType('client');
  if (!viewer.client)
    throw new AuthError(403, 'no_client_profile', 'This needs a client profile: set one up first');
  if (!viewer.client.verified) throw new HttpError(403, PITCH_TEXTS.notVerified);
  return viewer.client;
}
