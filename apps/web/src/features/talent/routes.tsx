// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Film, Search, UserRound } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/talent': areaPage({
    icon: Search,
    emptyTitle: 'No filmmakers listed yet',
    emptyDescription:
      'Filmmakers appear here once they finish their profile. Search by craft, city, rate and availability arrives with profiles.',
    description: 'Directors, camera crew, editors, sound and more.',
  }),
  '/portfolio/:username': areaPage({
    icon: Film,
    emptyTitle: 'Portfolio not published',
    emptyDescription:
      'This filmmaker has no public portfolio yet. Portfolios are published when a profile is complete.',
  }),
  '/book/:username': areaPage({
    icon: Film,
    emptyTitle: 'Portfolio not published',
    emptyDescription:
      'This filmmaker has no public portfolio yet. Portfolios are published when a profile is complete.',
  }),
  '/talent/portfolio/:id': areaPage({
    icon: Film,
    emptyTitle: 'Portfolio not published',
    emptyDescription:
      'This filmmaker has no public portfolio yet. Portfolios are published when a profile is complete.',
  }),
  '/client/dashboard/talent': areaPage({
    icon: Search,
    emptyTitle: 'No filmmakers to show yet',
    emptyDescription:
      'Filmmakers with a complete profile appear here, searchable by craft, location, rate and availability.',
  }),
  '/client/dashboard/talent/:talentId': areaPage({
    icon: UserRound,
    emptyTitle: 'Filmmaker not found',
    emptyDescription: 'This filmmaker profile is not available.',
  }),
};
