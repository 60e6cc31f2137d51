import { z } from 'zod';
import { NOTIFICATION_EMAIL_TYPES, type EmailType, type NotificationEmailType } from './email.ts';

/**
 * Email preferences (decision 0063): each member chooses, per notification email type, whether it is
 * emailed. Account emails (codes, links, password notices) and the few notification emails a member must
 * not miss are always sent and have no switch.
 */

/** Notification emails that are always sent: the account's standing and money already moved or owed. */
export const ESSENTIAL_NOTIFICATION_EMAIL_TYPES = [
  'welcome',
  'account_approved',
  'booking_confirmation',
  'payment_reminder',
  'payout_notification',
] as const satisfies readonly NotificationEmailType[];

export type EssentialNotificationEmailType = (typeof ESSENTIAL_NOTIFICATION_EMAIL_TYPES)[number];

/** The notification emails a member may turn off. */
export const OPTIONAL_EMAIL_TYPES = NOTIFICATION_EMAIL_TYPES.filter(
  (type): type is Exclude<NotificationEmailType, EssentialNotificationEmailType> =>
    !(ESSENTIAL_NOTIFICATION_EMAIL_TYPES as readonly string[]).includes(type),
);
export type OptionalEmailType = (typeof OPTIONAL_EMAIL_TYPES)[number];

export function isOptionalEmailType(type: string): type is OptionalEmailType {
  return (OPTIONAL_EMAIL_TYPES as readonly string[]).includes(type);
}

/**
 * Whether this email may be held back by the recipient's preferences. The reminder before a delivery is
 * approved and paid automatically (decision 0043) goes out even to a client who turned deliveries off:
 * money moves if they say nothing.
 */
export function emailHonoursPreferences(
  type: EmailType,
  templateData: Record<string, unknown> = {},
): boolean {
  if (!isOptionalEmailType(type)) return false;
  if (type === 'deliverable_submitted' && typeof templateData.autoReleaseOn === 'string') return false;
  return true;
}

/** How the preferences form groups the emails, and what each one is, in the member's words. */
export const EMAIL_PREFERENCE_GROUPS: readonly {
  id: string;
  title: string;
  types: readonly {
    type: NotificationEmailType;
    label: string;
    description: string;
    /** Only this side of the marketplace gets it; absent for emails both sides get. */
    audience?: 'filmmaker' | 'client';
  }[];
}[] = [
  {
    id: 'messages',
    title: 'Messages',
    types: [
      {
        type: 'message_notification',
        label: 'New messages',
        description: 'When someone sends you a chat message.',
      },
    ],
  },
  {
    id: 'hiring',
    title: 'Hiring',
    types: [
      {
        type: 'job_match',
        audience: 'filmmaker',
        label: 'Job matches and invitations',
        description: 'New jobs in your crafts, invitations, offers and booking requests.',
      },
      {
        type: 'application_submitted',
        audience: 'filmmaker',
        label: 'Your applications',
        description: 'A receipt when you apply to a job.',
      },
      {
        type: 'application_received',
        audience: 'client',
        label: 'New applicants',
        description: 'When a filmmaker applies to one of your jobs.',
      },
    ],
  },
  {
    id: 'bookings',
    title: 'Bookings and money',
    types: [
      {
        type: 'booking_confirmation',
        label: 'Booking confirmations',
        description: 'When a booking is confirmed, or a hold needs you to confirm it.',
      },
      {
        type: 'payment_reminder',
        audience: 'client',
        label: 'Payment reminders',
        description: 'When a payment you owe is due or overdue.',
      },
      {
        type: 'payout_notification',
        audience: 'filmmaker',
        label: 'Payouts',
        description: 'When money is paid out to you.',
      },
      {
        type: 'deliverable_submitted',
        audience: 'client',
        label: 'Deliveries to review',
        description: 'When a filmmaker delivers work. The reminder before automatic approval always comes.',
      },
      {
        type: 'deliverable_approved',
        audience: 'filmmaker',
        label: 'Approved deliveries',
        description: 'When a client approves your work.',
      },
      {
        type: 'revision_requested',
        audience: 'filmmaker',
        label: 'Revision requests',
        description: 'When a client asks for changes to your work.',
      },
    ],
  },
  {
    id: 'reminders',
    title: 'Reminders and digests',
    types: [
      {
        type: 'profile_reminder',
        label: 'Profile reminders',
        description: 'A nudge when your profile setup is unfinished.',
      },
      {
        type: 'verification_reminder',
        label: 'Verification reminders',
        description: 'A nudge when your identity is not verified yet.',
      },
      {
        type: 'review_request',
        label: 'Review requests',
        description: 'An invitation to review someone after a job.',
      },
      {
        type: 'review_reminder',
        label: 'Review reminders',
        description: 'A reminder when a review is still open.',
      },
      {
        type: 'weekly_digest',
        label: 'Weekly digest',
        description: 'Once a week, what happened: new matching jobs, applicants and activity.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Your account',
    types: [
      { type: 'welcome', label: 'Welcome', description: 'Once, when you join.' },
      {
        type: 'account_approved',
        label: 'Account approval',
        description: 'When your identity is verified.',
      },
    ],
  },
];

/** What a type is called in emails and on the unsubscribe page ("Weekly digest"). */
export function emailTypeLabel(type: NotificationEmailType): string {
  for (const group of EMAIL_PREFERENCE_GROUPS) {
    const found = group.types.find((entry) => entry.type === type);
    if (found) return found.label;
  }
  return type;
}

/** `GET /api/rest/v1/email-preferences`: every notification type, on or off; essential ones always on. */
export const emailPreferencesSchema = z.object({
  preferences: z.record(z.enum(NOTIFICATION_EMAIL_TYPES), z.boolean()),
  essential: z.array(z.enum(NOTIFICATION_EMAIL_TYPES)),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** `PUT /api/rest/v1/email-preferences`: the types to change; the ones left out stay as they are. */
export const updateEmailPreferencesSchema = z
  .object({
    preferences: z.partialRecord(z.enum(NOTIFICATION_EMAIL_TYPES), z.boolean()),
  })
  .strict()
  .superRefine((body, ctx) => {
    for (const [type, enabled] of Object.entries(body.preferences)) {
      if (enabled === false && !isOptionalEmailType(type)) {
        ctx.addIssue({
          code: 'custom',
          path: ['preferences', type],
          message: `“${emailTypeLabel(type as NotificationEmailType)}” emails cannot be turned off`,
        });
      }
    }
  });
export type UpdateEmailPreferences = z.infer<typeof updateEmailPreferencesSchema>;

/** Profile reminders (decision 0063): after sign-up without a finished profile, once at each stage. */
export const PROFILE_REMINDER = {
  /** Days after sign-up at which the reminders go out; one email per stage, none after the last. */
  stageAfterDays: [1, 3, 7],
} as const;

/** Weekly digests (decision 0063): the week starts on Monday (UTC); digests go out from this hour on. */
export const WEEKLY_DIGEST = {
  sendFromHourUtc: 8,
  /** Filmmakers: at most this many of the week's matching jobs are listed by name. */
  jobsListed: 5,
} as const;
