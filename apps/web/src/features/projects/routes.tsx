// Each page is its own chunk (docs/decisions/0067).
import { lazyPage } from '@/lib/lazy-page';

export const pages = {
  '/client/dashboard/projects': lazyPage(() =>
    import('./projects-page').then((module) => module.ProjectsPage),
  ),
  '/client/dashboard/projects/create': lazyPage(() =>
    import('./project-form-page').then((module) => module.CreateProjectPage),
  ),
  '/client/dashboard/projects/:projectId': lazyPage(() =>
    import('./project-page').then((module) => module.ProjectPage),
  ),
  '/client/dashboard/projects/:projectId/edit': lazyPage(() =>
    import('./project-form-page').then((module) => module.EditProjectPage),
  ),
};
