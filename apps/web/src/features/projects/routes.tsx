import { CreateProjectPage, EditProjectPage } from './project-form-page';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

export const pages = {
  '/client/dashboard/projects': ProjectsPage,
  '/client/dashboard/projects/create': CreateProjectPage,
  '/client/dashboard/projects/:projectId': ProjectPage,
  '/client/dashboard/projects/:projectId/edit': EditProjectPage,
};
