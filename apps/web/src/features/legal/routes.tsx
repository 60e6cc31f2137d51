import type { ComponentType } from 'react';
import { PrivacyPage } from './privacy-page';
import { RefundPage } from './refund-page';
import { TermsPage } from './terms-page';

export const pages: Record<string, ComponentType> = {
  '/terms-of-service': TermsPage,
  '/privacy-policy': PrivacyPage,
  '/refund-policy': RefundPage,
};
