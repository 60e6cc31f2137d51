import type { ComponentType } from 'react';
import { AccountPage } from './account-page';

export const pages: Record<string, ComponentType> = {
  '/filmmaker/dashboard/account': AccountPage,
  '/client/dashboard/account': AccountPage,
};
