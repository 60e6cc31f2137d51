import type { ComponentType } from 'react';
import { SupportPage } from './support-page';

export const pages: Record<string, ComponentType> = {
  '/support': SupportPage,
};
