import type { ComponentType } from 'react';
import { MessagesPage } from './messages-page';

// /admin/messages is the support inbox (features/support), not a chat page.
export const pages: Record<string, ComponentType> = {
  '/filmmaker/dashboard/messages': MessagesPage,
  '/client/dashboard/messages': MessagesPage,
  '/admin/dashboard/messages': MessagesPage,
};
