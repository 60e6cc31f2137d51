// The reviews pages (decision 0060): the filmmaker's reviews to write, received and given; the client
// job's review step for each completed booking of the job.
// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/filmmaker/dashboard/reviews': lazyPage(() =>
    import('./filmmaker-reviews-page').then((module) => module.FilmmakerReviewsPage),
  ),
  '/client/dashboard/projects/:projectId/jobs/:jobId/review': lazyPage(() =>
    import('./job-review-step').then((module) => module.JobReviewStep),
  ),
};
