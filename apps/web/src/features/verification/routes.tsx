import type { ComponentType } from 'react';
import { AdminVerificationsPage } from './admin-verifications-page';
import { VerifyIdentityPage } from './verify-identity-page';

export const pages: Record<string, ComponentType> = {
  '/filmmaker/verify-identity': VerifyIdentityPage,
  '/client/verify-identity': VerifyIdentityPage,
  '/admin/verify': AdminVerificationsPage,
};
