import {
  DISPUTE_EMAIL_TYPES,
  NOTIFICATION_EMAIL_TYPES,
  TEAM_EMAIL_TYPES,
  type EmailType,
} from '@reelhire/shared/email';
import { emailTemplateDataSchemas, type EmailTemplateData } from '@reelhire/shared/email-template-data';
import { formatMoney } from '@reelhire/shared/money';
import { dashboardPathFor } from '@reelhire/shared/user-type';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/auth.ts';
import { emailTemplates } from '../email/templates/registry.ts';
import { clientJobPath, profileSetupPath, verifyIdentityPath } from '../email/templates/paths.ts';
import { createNotification } from './create-notification.ts';

// Every notification email also tells its recipient in the app (decision 0062): the same title as the
// email's subject, a line of what it is about and the page its button opens. The type refuses an email
// type without an entry here.

interface EmailEntry {
  body: string;
  link: string;
}
/** The emails that also tell their recipient in the app: SPEC's notifications, disputes, the team's replies. */
const IN_APP_EMAIL_TYPES = [
  ...NOTIFICATION_EMAIL_TYPES,
  ...DISPUTE_EMAIL_TYPES,
  ...TEAM_EMAIL_TYPES,
] as const;
type InAppEmailType = (typeof IN_APP_EMAIL_TYPES)[number];
type Describe<T extends InAppEmailType> = (data: EmailTemplateData<T>) => EmailEntry;

const quoted = (title: string) => `“${title}”`;

const EMAIL_NOTIFICATIONS: { [T in InAppEmailType]: Describe<T> } = {
  welcome: (data) => ({ body: 'Finish your profile to get started', link: profileSetupPath(data.userType) }),
  profile_reminder: (data) => ({
    body:
      data.missingSteps.length > 0 ? `Still open: ${data.missingSteps.join(', ')}` : 'A few steps are left',
    link: profileSetupPath(data.userType),
  }),
  job_match: (data) => ({
    body: data.invitationNote ?? (data.clientName ? `From ${data.clientName}` : quoted(data.jobTitle)),
    link: data.bookingRequestId
      ? `/filmmaker/dashboard/bookings/requests/${data.bookingRequestId}`
      : data.offerApplicationId
        ? `/filmmaker/dashboard/contract/${data.offerApplicationId}`
        : `/filmmaker/dashboard/jobs/${data.jobId ?? ''}`,
  }),
  application_submitted: (data) => ({
    body: data.clientName ? `${quoted(data.jobTitle)} · ${data.clientName}` : quoted(data.jobTitle),
    link: `/filmmaker/dashboard/applications/${data.applicationId}`,
  }),
  application_received: (data) => ({
    body: `${data.applicantName} · ${quoted(data.jobTitle)}`,
    link: clientJobPath(
      data.projectId,
      data.jobId,
      data.talentId ? `applicants/${data.talentId}` : undefined,
    ),
  }),
  booking_confirmation: (data) => {
    if ('stage' in data) {
      return { body: `${quoted(data.jobTitle)} · ${data.otherPartyName}`, link: '/client/dashboard#holds' };
    }
    return {
      body: `${quoted(data.jobTitle)} · ${data.otherPartyName}`,
      link:
        data.recipientRole === 'filmmaker'
          ? `/filmmaker/dashboard/bookings/${data.bookingId}`
          : clientJobPath(data.projectId, data.jobId),
    };
  },
  message_notification: (data) => {
    const side = data.senderRole === 'client' ? 'filmmaker' : 'client';
    const query = data.senderEntityId
      ? `?${new URLSearchParams({ name: data.senderName, id: data.senderEntityId, role: data.senderRole })}`
      : '';
    return { body: data.messagePreview, link: `/${side}/dashboard/messages${query}` };
  },
  review_request: (data) => ({
    body: quoted(data.jobTitle),
    link:
      data.recipientRole === 'client'
        ? clientJobPath(data.projectId, data.jobId, 'review')
        : '/filmmaker/dashboard/reviews',
  }),
  review_reminder: (data) => ({
    body: quoted(data.jobTitle),
    link:
      data.recipientRole === 'client'
        ? clientJobPath(data.projectId, data.jobId, 'review')
        : '/filmmaker/dashboard/reviews',
  }),
  weekly_digest: (data) => ({
    body: `${data.newJobMatches} job matches, ${data.newApplications} applications, ${data.unreadMessages} unread messages`,
    link: dashboardPathFor(data.userType),
  }),
  payment_reminder: (data) => ({
    body: `${formatMoney(data.amountDue.amount, data.amountDue.currency)} due for ${quoted(data.jobTitle)}`,
    link: clientJobPath(data.projectId, data.jobId, 'payment'),
  }),
  payout_notification: (data) => ({
    body: data.jobTitle ? `For ${quoted(data.jobTitle)}` : 'Sent to your bank account',
    link: data.bookingId
      ? `/filmmaker/dashboard/payment-receipt/${data.bookingId}`
      : '/filmmaker/dashboard/earnings',
  }),
  deliverable_submitted: (data) => ({
    body: `${data.deliverableTitle ? `${quoted(data.deliverableTitle)} · ` : ''}${data.filmmakerName}`,
    link: clientJobPath(data.projectId, data.jobId),
  }),
  deliverable_approved: (data) => ({
    body: `${quoted(data.deliverableTitle ?? data.jobTitle)} · ${data.automatic ? 'approved by Reelhire' : data.clientName}`,
    link: `/filmmaker/dashboard/bookings/${data.bookingId}`,
  }),
  revision_requested: (data) => ({
    body: data.notes ?? `${data.clientName} asked for changes`,
    link: `/filmmaker/dashboard/bookings/${data.bookingId}`,
  }),
  verification_reminder: (data) => ({
    body: 'Verified accounts can book and be booked',
    link: verifyIdentityPath(data.userType),
  }),
  account_approved: (data) => ({
    body: 'You can now use all of Reelhire',
    link: dashboardPathFor(data.userType),
  }),
  dispute_opened: (data) => ({
    body: `${data.openerName} · ${quoted(data.jobTitle)}: ${data.reason}`,
    link:
      data.role === 'client'
        ? clientJobPath(data.projectId, data.jobId, 'dispute')
        : `/filmmaker/dashboard/bookings/${data.bookingId}`,
  }),
  dispute_ruled: (data) => ({
    body: `${formatMoney(data.released.amount, data.released.currency)} released, ${formatMoney(data.refunded.amount, data.refunded.currency)} refunded · ${quoted(data.jobTitle)}`,
    link:
      data.role === 'client'
        ? clientJobPath(data.projectId, data.jobId, 'dispute')
        : `/filmmaker/dashboard/bookings/${data.bookingId}`,
  }),
  feedback_reply: (data) => ({ body: data.reply, link: '/feedback' }),
};

function isInAppEmail(type: EmailType): type is InAppEmailType {
  return (IN_APP_EMAIL_TYPES as readonly string[]).includes(type);
}

/**
 * The in-app notification of a notification email, in the transaction that queued it. Nothing for an
 * account email (codes and links belong in the inbox), an address with no account, or data its template
 * would refuse. Inside a transaction that already told this person (the transition the email is about),
 * the unique index drops it: one change, one notification (decision 0062).
 */
export async function notifyEmailRecipient(
  db: Db,
  email: {
    emailType: EmailType;
    recipientEmail: string;
    templateData: Record<string, unknown>;
    idempotencyKey?: string | undefined;
  },
): Promise<void> {
  const type = email.emailType;
  if (!isInAppEmail(type)) return;
  const schema: z.ZodType = emailTemplateDataSchemas[type];
  const parsed = schema.safeParse(email.templateData);
  if (!parsed.success) return;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.recipientEmail.trim().toLowerCase()}`);
  if (!user) return;
  const describe = EMAIL_NOTIFICATIONS[type] as Describe<InAppEmailType>;
  const template = emailTemplates[type] as unknown as { subject(data: unknown): string };
  const { body, link } = describe(parsed.data as never);
  await createNotification(db, {
    userId: user.id,
    type: `email.${type}`,
    title: template.subject(parsed.data),
    body,
    link,
    dedupeKey: email.idempotencyKey ? `email:${email.idempotencyKey}` : null,
  });
}
