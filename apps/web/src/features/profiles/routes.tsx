// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { Building2, Clapperboard, Eye, Images, UserRound } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/profile-setup/basic': areaPage({
    icon: UserRound,
    emptyTitle: 'Your basics',
    emptyDescription:
      'Name, username, photo, headline, location and bio: the first step of your filmmaker profile.',
    description: 'Step 1 of 4',
  }),
  '/filmmaker/profile-setup/professional': areaPage({
    icon: Clapperboard,
    emptyTitle: 'Your craft and rates',
    emptyDescription: 'Your crafts, experience, day and half-day rates, kit and availability.',
    description: 'Step 2 of 4',
  }),
  '/filmmaker/profile-setup/portfolio': areaPage({
    icon: Images,
    emptyTitle: 'Your portfolio',
    emptyDescription: 'Showreel, work links, images and credits that clients see on your public page.',
    description: 'Step 3 of 4',
  }),
  '/filmmaker/profile-setup/preview': areaPage({
    icon: Eye,
    emptyTitle: 'Nothing to preview yet',
    emptyDescription: 'Your public page appears here once the earlier steps are filled in.',
    description: 'Step 4 of 4',
  }),
  '/client/profile-setup/basic': areaPage({
    icon: Building2,
    emptyTitle: 'Your company',
    emptyDescription: 'Company or personal name, industry, website, logo, location and a short description.',
    description: 'Step 1 of 2',
  }),
  '/client/profile-setup/preview': areaPage({
    icon: Eye,
    emptyTitle: 'Nothing to preview yet',
    emptyDescription: 'Your client profile appears here once the first step is filled in.',
    description: 'Step 2 of 2',
  }),
};
