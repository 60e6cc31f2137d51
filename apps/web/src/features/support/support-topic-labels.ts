import type { SUPPORT_TOPICS } from '@reelhire/shared/support';

export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** What the contact form's topic list shows for each stored topic. */
export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  account: 'Account, sign-in and verification',
  payments: 'Payments and refunds',
  bookings: 'Jobs, contracts and bookings',
  disputes: 'A dispute about a job',
  technical: 'Something is not working',
  other: 'Something else',
};
