// Pages of this area whose feature lands in a later release: each shows its real title and says
// honestly what will be here. They are replaced page by page as the feature is built.
import { MessageSquare, MessagesSquare } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/dashboard/messages': areaPage({
    icon: MessageSquare,
    emptyTitle: 'No conversations yet',
    emptyDescription: 'Messages with clients appear here once you apply to a job or are booked.',
  }),
  '/client/dashboard/messages': areaPage({
    icon: MessageSquare,
    emptyTitle: 'No conversations yet',
    emptyDescription: 'Messages with filmmakers appear here once you contact one or receive an application.',
  }),
  '/admin/dashboard/messages': areaPage({
    icon: MessagesSquare,
    emptyTitle: 'No conversations yet',
    emptyDescription:
      'Conversations between clients and filmmakers can be read here when a dispute needs them.',
  }),
};
