import type { NotificationEmailType } from './email.ts';

/**
 * Who may ask `send-email` (and `welcome-email`) for which notification, to whom (decision 0018). Every
 * type has exactly one named rule; the server gathers the facts a rule needs from the database and this
 * table decides. Anything a rule does not allow is refused with 403.
 *
 * - `server_only`: sent only by the server itself when the event really happens (a booking, a payout, an
 *   approval...). No caller may ask for it, admins included: an email saying "you've been paid" must come
 *   from the payment, never from a request.
 * - `own_address`: only to the caller's own address (the welcome email after verification).
 * - `other_party_of_conversation`: only from a party of a chat room to the other party of that room.
 * - `admin_to_member`: an admin may nudge an existing account (reminders that claim nothing happened).
 */
export const EMAIL_REQUEST_RULES = {
  welcome: 'own_address',
  profile_reminder: 'admin_to_member',
  job_match: 'server_only',
  application_submitted: 'server_only',
  application_received: 'server_only',
  booking_confirmation: 'server_only',
  message_notification: 'other_party_of_conversation',
  review_request: 'server_only',
  review_reminder: 'server_only',
  weekly_digest: 'server_only',
  payment_reminder: 'server_only',
  payout_notification: 'server_only',
  deliverable_submitted: 'server_only',
  deliverable_approved: 'server_only',
  revision_requested: 'server_only',
  verification_reminder: 'admin_to_member',
  account_approved: 'server_only',
} as const satisfies Record<NotificationEmailType, EmailRequestRule>;

export type EmailRequestRule =
  'server_only' | 'own_address' | 'other_party_of_conversation' | 'admin_to_member';

export interface EmailRequestFacts {
  caller: { email: string; isAdmin: boolean };
  type: NotificationEmailType;
  recipientEmail: string;
  /** The recipient is the other party of a chat room the caller is a party of (checked by the server). */
  recipientIsOtherPartyOfCallersConversation?: boolean;
  /** The recipient's address belongs to an account that is not an admin's (checked by the server). */
  recipientIsMember?: boolean;
}

export type EmailRequestVerdict = { allowed: true } | { allowed: false; reason: string };

/** The 403 texts: they say what is allowed, never whether the recipient exists. */
export const EMAIL_REQUEST_REFUSALS: Record<EmailRequestRule, string> = {
  server_only: 'This email is sent by Reelhire itself when the event happens, not on request',
  own_address: 'The welcome email goes to your own email address only',
  other_party_of_conversation:
    'A message notification goes only from a party of a conversation to the other party',
  admin_to_member: 'Only an admin may send this email, and only to a Reelhire account',
};

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The decision for one request; the rule is EMAIL_REQUEST_RULES[type], nothing else. */
export function mayRequestEmail(facts: EmailRequestFacts): EmailRequestVerdict {
  const rule: EmailRequestRule = EMAIL_REQUEST_RULES[facts.type];
  const allowed = ((): boolean => {
    switch (rule) {
      case 'server_only':
        return false;
      case 'own_address':
        return sameAddress(facts.recipientEmail, facts.caller.email);
      case 'other_party_of_conversation':
        return facts.recipientIsOtherPartyOfCallersConversation === true;
      case 'admin_to_member':
        return facts.caller.isAdmin && facts.recipientIsMember === true;
    }
  })();
  return allowed ? { allowed: true } : { allowed: false, reason: EMAIL_REQUEST_REFUSALS[rule] };
}
