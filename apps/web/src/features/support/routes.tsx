import type { ComponentType } from 'react';
import { SupportInboxPage } from './support-inbox-page';
import { SupportPage } from './support-page';

export const pages: Record<string, ComponentType> = {
  '/support': SupportPage,
  '/admin/messages': SupportInboxPage,
};
