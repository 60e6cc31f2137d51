import { reviewShownTo, type ReviewerRole } from '@reelhire/shared/reviews';
import type { FastifyRequest } from 'fastify';
import type { reviews } from '../../db/schema/reviews.ts';
import { hiringCaller, type HiringCaller } from '../applications/hiring-party.ts';

/** Who reads reviews: nobody signed in (the public), or a caller with their sides and admin flag. */
export type ReviewViewer = HiringCaller | null;

/** The caller if signed in, else the public: review reads are open to anyone for visible reviews. */
export async function reviewViewer(request: FastifyRequest): Promise<ReviewViewer> {
  const user = await request.optionalUser();
  if (!user) return null;
  return hiringCaller(request);
}

type ReviewRowOnly = typeof reviews.$inferSelect;

/** The side of the booking the viewer wrote this review as, if they are its author. */
export function isAuthor(viewer: ReviewViewer, review: ReviewRowOnly): boolean {
  if (!viewer) return false;
  const side: Record<ReviewerRole, string | null> = {
    client: viewer.clientId,
    filmmaker: viewer.filmmakerId,
  };
  const mine = side[review.reviewerRole];
  return mine !== null && mine === (review.reviewerRole === 'client' ? review.clientId : review.filmmakerId);
}

/**
 * Whether the viewer may read the review at all (decision 0060): its author and admins always; anyone
 * else once it is visible. Everyone else gets a 404, as if it did not exist.
 */
export function mayRead(viewer: ReviewViewer, review: ReviewRowOnly): boolean {
  return reviewShownTo({
    status: review.status,
    viewer: isAuthor(viewer, review) ? 'author' : viewer?.admin ? 'admin' : 'other',
  });
}
