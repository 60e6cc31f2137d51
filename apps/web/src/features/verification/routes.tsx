// Identity verification pages (issue 4): being built; each says what will be here.
import { BadgeCheck, ShieldCheck } from 'lucide-react';
import { areaPage } from '@/components/area-page';

export const pages = {
  '/filmmaker/verify-identity': areaPage({
    icon: ShieldCheck,
    emptyTitle: 'Identity verification',
    emptyDescription:
      'Upload a government ID and a selfie; our team reviews them and verified profiles carry a badge.',
  }),
  '/client/verify-identity': areaPage({
    icon: ShieldCheck,
    emptyTitle: 'Identity verification',
    emptyDescription:
      'Upload a government ID (and a business document for companies); our team reviews them.',
  }),
  '/admin/verify': areaPage({
    icon: BadgeCheck,
    emptyTitle: 'No verifications waiting',
    emptyDescription: 'Identity documents submitted by users appear here for review.',
  }),
};
