// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { MessageSquareHeart } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/feedback': areaPage({
    icon: MessageSquareHeart,
    emptyTitle: 'Tell us what to improve',
    emptyDescription: 'Your feedback goes straight to the team building Reelhire.',
  }),
};
