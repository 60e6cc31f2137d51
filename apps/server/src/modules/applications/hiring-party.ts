import { checkTransition, type Actor, type StateMachine } from '@reelhire/shared/state-machine';
import type { FastifyRequest } from 'fastify';
import { AuthError } from '../../auth/auth-error.ts';
import { notFound } from '../../http/errors.ts';

/** Who is calling a hiring route, with each of their marketplace records (a 'both' account has two). */
export interface HiringCaller {
  userId: string;
  admin: boolean;
  clientId: string | null;
  filmmakerId: string | null;
}

/**
 * The caller of a route on a record they may be either party of (an application, an offer, a contract):
 * the record itself decides which party they are, so the machine's verdict, not the route, refuses the
 * wrong party (DESIGN section 5: 409 { error, status }).
 */
export async function hiringCaller(request: FastifyRequest): Promise<HiringCaller> {
  const { user } = await request.requireUser();
  const entity = (kind: 'client' | 'filmmaker') =>
    request.requireEntity(kind).then(
      (context) => context.entityId,
      (error: unknown) => {
        if (error instanceof AuthError) return null;
        throw error;
      },
    );
  return {
    userId: user.id,
    admin: user.userMetadata.user_type === 'admin',
    clientId: await entity('client'),
    filmmakerId: await entity('filmmaker'),
  };
}

/** The parties the caller is on a record; none means the record is someone else's (a 404). */
export function partiesOf(
  caller: HiringCaller,
  record: { clientId: string | null; filmmakerId: string },
): Actor[] {
  const actors: Actor[] = [];
  if (caller.clientId !== null && caller.clientId === record.clientId) actors.push('client');
  if (caller.filmmakerId !== null && caller.filmmakerId === record.filmmakerId) actors.push('filmmaker');
  if (caller.admin) actors.push('admin');
  return actors;
}

/**
 * The actor a caller acts as for one transition: the party the machine lets make it now, else their first
 * (whose refusal then reads as the 409). A stranger's record is a 404 so its id is not confirmed.
 */
export function actorFor<State extends string>(
  machine: StateMachine<State, string>,
  transition: string,
  state: State,
  actors: readonly Actor[],
  what: string,
): Actor {
  if (actors.length === 0) throw notFound(`No such ${what}`);
  return actors.find((actor) => checkTransition(machine, transition, { state, actor }).ok) ?? actors[0]!;
}
