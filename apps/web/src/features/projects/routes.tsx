// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { FolderKanban, FolderPlus, Pencil } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/client/dashboard/projects': areaPage({
    icon: FolderKanban,
    emptyTitle: 'No projects yet',
    emptyDescription: 'A project groups the jobs for one production. Create one to start hiring.',
  }),
  '/client/dashboard/projects/create': areaPage({
    icon: FolderPlus,
    emptyTitle: 'Create a project',
    emptyDescription: 'Name the production, set its dates and location, then add the jobs you need filled.',
  }),
  '/client/dashboard/projects/:projectId': areaPage({
    icon: FolderKanban,
    emptyTitle: 'Project not found',
    emptyDescription: 'This project does not exist or is not yours.',
  }),
  '/client/dashboard/projects/:projectId/edit': areaPage({
    icon: Pencil,
    emptyTitle: 'Project not found',
    emptyDescription: 'There is no project here to edit.',
  }),
};
