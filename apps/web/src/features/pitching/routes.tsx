// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Presentation } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/pitching-room': areaPage({
    icon: Presentation,
    emptyTitle: 'No pitches yet',
    emptyDescription:
      'Pitch your own ideas to clients looking for projects; your pitches will be listed here.',
  }),
  '/client/dashboard/pitching-room': areaPage({
    icon: Presentation,
    emptyTitle: 'No pitches yet',
    emptyDescription: 'Filmmakers pitch ideas for productions here; new pitches will be listed here.',
  }),
};
