import { z } from 'zod';
import { EMAIL } from './constants.ts';
import { USER_TYPES } from './user-type.ts';

/** docs/product.md §3 email types (product notifications). */
export const NOTIFICATION_EMAIL_TYPES = [
  'welcome',
  'profile_reminder',
  'job_match',
  'application_submitted',
  'application_received',
  'booking_confirmation',
  'message_notification',
  'review_request',
  'review_reminder',
  'weekly_digest',
  'payment_reminder',
  'payout_notification',
  'deliverable_submitted',
  'deliverable_approved',
  'revision_requested',
  'verification_reminder',
  'account_approved',
] as const;

/** Account emails sent by the auth service itself (codes and links). */
export const ACCOUNT_EMAIL_TYPES = [
  'signup_confirmation',
  'sign_in_code',
  'password_reset',
  'email_change',
  // GoTrue's secure password change (decision 0054): the code for `GET /reauthenticate`, and the notice
  // that a password was changed.
  'reauthentication',
  'password_changed',
] as const;

/**
 * Emails the team sends to one member about something they wrote to us (decision 0065): the answer to
 * their feedback. Not among docs/product.md §3's notification types, and not requestable through send-email.
 */
export const TEAM_EMAIL_TYPES = ['feedback_reply'] as const;

/**
 * Emails about a dispute (decision 0061): always sent, since each tells a party about their money or a
 * deadline of theirs, so they are not among the notifications a member can turn off.
 */
export const DISPUTE_EMAIL_TYPES = ['dispute_opened', 'dispute_ruled'] as const;

export const EMAIL_TYPES = [
  ...NOTIFICATION_EMAIL_TYPES,
  ...ACCOUNT_EMAIL_TYPES,
  ...TEAM_EMAIL_TYPES,
  ...DISPUTE_EMAIL_TYPES,
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];
export type NotificationEmailType = (typeof NOTIFICATION_EMAIL_TYPES)[number];

export const EMAIL_PRIORITIES = ['high', 'medium', 'low'] as const;
export type EmailPriority = (typeof EMAIL_PRIORITIES)[number];

/** docs/product.md §9 priorities; account emails are always high (someone is waiting for the code). */
const PRIORITY: Record<EmailType, EmailPriority> = {
  welcome: 'high',
  application_submitted: 'high',
  application_received: 'high',
  booking_confirmation: 'high',
  payout_notification: 'high',
  deliverable_submitted: 'high',
  revision_requested: 'high',
  verification_reminder: 'high',
  account_approved: 'high',
  profile_reminder: 'medium',
  job_match: 'medium',
  message_notification: 'medium',
  deliverable_approved: 'medium',
  review_reminder: 'medium',
  payment_reminder: 'medium',
  review_request: 'low',
  weekly_digest: 'low',
  signup_confirmation: 'high',
  sign_in_code: 'high',
  password_reset: 'high',
  email_change: 'high',
  reauthentication: 'high',
  password_changed: 'high',
  // Someone asked us something; the answer should not wait behind digests.
  feedback_reply: 'medium',
  dispute_opened: 'high',
  dispute_ruled: 'high',
};

/** The priority of an email of this type (docs/product.md §5: payment reminders are high from 5 days overdue). */
export function emailPriority(type: EmailType, templateData: Record<string, unknown> = {}): EmailPriority {
  if (type === 'payment_reminder') {
    const days = Number(templateData.daysOverdue);
    return Number.isFinite(days) && days >= EMAIL.paymentReminderHighPriorityDaysOverdue ? 'high' : 'medium';
  }
  return PRIORITY[type];
}

/** docs/product.md §7 `send-email` request: emailType, recipientEmail, templateData, priority, scheduledAt. */
export const emailRequestSchema = z.object({
  emailType: z.enum(NOTIFICATION_EMAIL_TYPES),
  recipientEmail: z.email({ error: 'Please provide a valid email address' }).max(254),
  templateData: z.record(z.string(), z.unknown()).default({}),
  priority: z.enum(EMAIL_PRIORITIES).optional(),
  scheduledAt: z.iso.datetime({ offset: true, error: 'scheduledAt must be an ISO date-time' }).optional(),
});
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** docs/product.md §7 welcome email request, sent by the web app right after email verification. */
export const welcomeEmailRequestSchema = z.object({
  email: z.email({ error: 'Please provide a valid email address' }).max(254),
  firstName: z.string().trim().max(100).default(''),
  userType: z.enum(USER_TYPES),
});
export type WelcomeEmailRequest = z.infer<typeof welcomeEmailRequestSchema>;

/** What the email functions answer; docs/product.md §8: `{ success: false, error: 'User not authenticated' }`. */
export const emailFunctionResultSchema = z.union([
  z.object({ success: z.literal(true), id: z.string().optional() }),
  z.object({ success: z.literal(false), error: z.string() }),
]);
export type EmailFunctionResult = z.infer<typeof emailFunctionResultSchema>;

/** docs/product.md §8's text for an email call without a signed-in user. */
export const EMAIL_NOT_AUTHENTICATED = 'User not authenticated';

/** docs/product.md §5: a message notification previews at most 100 characters, then an ellipsis. */
export function messagePreview(content: string): string {
  const chars = Array.from(content.trim());
  return chars.length > EMAIL.previewLength
    ? `${chars.slice(0, EMAIL.previewLength).join('')}...`
    : chars.join('');
}
