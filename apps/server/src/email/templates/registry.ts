import type { EmailType } from '@reelhire/shared/email';
import { accountApprovedEmail } from './account-approved.ts';
import { applicationReceivedEmail } from './application-received.ts';
import { applicationSubmittedEmail } from './application-submitted.ts';
import { bookingConfirmationEmail } from './booking-confirmation.ts';
import { deliverableApprovedEmail } from './deliverable-approved.ts';
import { disputeOpenedEmail } from './dispute-opened.ts';
import { disputeRuledEmail } from './dispute-ruled.ts';
import { deliverableSubmittedEmail } from './deliverable-submitted.ts';
import { emailChangeEmail } from './email-change.ts';
import type { EmailTemplate } from './email-template.ts';
import { feedbackReplyEmail } from './feedback-reply.ts';
import { jobMatchEmail } from './job-match.ts';
import { messageNotificationEmail } from './message-notification.ts';
import { passwordChangedEmail } from './password-changed.ts';
import { passwordResetEmail } from './password-reset.ts';
import { paymentReminderEmail } from './payment-reminder.ts';
import { payoutNotificationEmail } from './payout-notification.ts';
import { profileReminderEmail } from './profile-reminder.ts';
import { reauthenticationEmail } from './reauthentication.ts';
import { reviewReminderEmail } from './review-reminder.ts';
import { reviewRequestEmail } from './review-request.ts';
import { revisionRequestedEmail } from './revision-requested.ts';
import { signInCodeEmail } from './sign-in-code.ts';
import { signupConfirmationEmail } from './signup-confirmation.ts';
import { verificationReminderEmail } from './verification-reminder.ts';
import { weeklyDigestEmail } from './weekly-digest.ts';
import { welcomeEmail } from './welcome.ts';

/** Every email type has exactly one template; the type checker refuses a missing one. */
export const emailTemplates: { [T in EmailType]: EmailTemplate<T> } = {
  welcome: welcomeEmail,
  profile_reminder: profileReminderEmail,
  job_match: jobMatchEmail,
  application_submitted: applicationSubmittedEmail,
  application_received: applicationReceivedEmail,
  booking_confirmation: bookingConfirmationEmail,
  message_notification: messageNotificationEmail,
  review_request: reviewRequestEmail,
  review_reminder: reviewReminderEmail,
  weekly_digest: weeklyDigestEmail,
  payment_reminder: paymentReminderEmail,
  payout_notification: payoutNotificationEmail,
  deliverable_submitted: deliverableSubmittedEmail,
  deliverable_approved: deliverableApprovedEmail,
  revision_requested: revisionRequestedEmail,
  verification_reminder: verificationReminderEmail,
  account_approved: accountApprovedEmail,
  signup_confirmation: signupConfirmationEmail,
  sign_in_code: signInCodeEmail,
  password_reset: passwordResetEmail,
  email_change: emailChangeEmail,
  reauthentication: reauthenticationEmail,
  password_changed: passwordChangedEmail,
  feedback_reply: feedbackReplyEmail,
  dispute_opened: disputeOpenedEmail,
  dispute_ruled: disputeRuledEmail,
};
