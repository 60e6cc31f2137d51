import { NOTIFICATION_EMAIL_TYPES, type NotificationEmailType } from './email.ts';
import { EMAIL_REQUEST_RULES, mayRequestEmail, type EmailRequestFacts } from './email-permissions.ts';

const member = { email: 'tom@northlight.example', isAdmin: false };
const admin = { email: 'admin@reelhire.example', isAdmin: true };

/** Every fact true at once: the most a caller could ever bring. */
const strongest = (type: NotificationEmailType, caller = admin): EmailRequestFacts => ({
  caller,
  type,
  recipientEmail: 'maya@example.com',
  recipientIsOtherPartyOfCallersConversation: true,
  recipientIsMember: true,
});

describe('mayRequestEmail: one named rule for each of the 17 types', () => {
  test('every notification type has a rule, and only these', () => {
    expect(Object.keys(EMAIL_REQUEST_RULES).sort()).toEqual([...NOTIFICATION_EMAIL_TYPES].sort());
    expect(NOTIFICATION_EMAIL_TYPES).toHaveLength(17);
  });

  const serverOnly = NOTIFICATION_EMAIL_TYPES.filter((type) => EMAIL_REQUEST_RULES[type] === 'server_only');
  test('the marketplace and approval emails are server-only', () => {
    expect(serverOnly.sort()).toEqual(
      [
        'job_match',
        'application_submitted',
        'application_received',
        'booking_confirmation',
        'review_request',
        'review_reminder',
        'weekly_digest',
        'payment_reminder',
        'payout_notification',
        'deliverable_submitted',
        'deliverable_approved',
        'revision_requested',
        'account_approved',
      ].sort(),
    );
  });

  test.each(serverOnly)('%s: nobody may ask for it, not even an admin with every fact', (type) => {
    expect(mayRequestEmail(strongest(type))).toEqual({
      allowed: false,
      reason: 'This email is sent by Reelhire itself when the event happens, not on request',
    });
    expect(mayRequestEmail(strongest(type, member)).allowed).toBe(false);
    expect(mayRequestEmail({ ...strongest(type), recipientEmail: admin.email }).allowed).toBe(false);
  });

  describe('welcome: own address only', () => {
    test('to the caller’s own address, whatever its case and spaces', () => {
      expect(
        mayRequestEmail({ caller: member, type: 'welcome', recipientEmail: ' Tom@Northlight.example' }),
      ).toEqual({
        allowed: true,
      });
    });
    test('to anyone else refused, admins included and whatever else is true', () => {
      expect(mayRequestEmail({ ...strongest('welcome', member) })).toEqual({
        allowed: false,
        reason: 'The welcome email goes to your own email address only',
      });
      expect(mayRequestEmail(strongest('welcome', admin)).allowed).toBe(false);
    });
  });

  describe('message_notification: the other party of the caller’s conversation', () => {
    test('allowed when the server found the recipient on the other side of the caller’s room', () => {
      expect(mayRequestEmail(strongest('message_notification', member))).toEqual({ allowed: true });
    });
    test.each([undefined, false])('refused when that is %s, even to an admin or to oneself', (fact) => {
      for (const caller of [member, admin]) {
        const verdict = mayRequestEmail({
          ...strongest('message_notification', caller),
          recipientEmail: caller.email,
          recipientIsOtherPartyOfCallersConversation: fact,
        });
        expect(verdict).toEqual({
          allowed: false,
          reason: 'A message notification goes only from a party of a conversation to the other party',
        });
      }
    });
  });

  describe.each(['profile_reminder', 'verification_reminder'] as const)(
    '%s: an admin to an account',
    (type) => {
      test('an admin to an account’s address', () => {
        expect(mayRequestEmail(strongest(type, admin))).toEqual({ allowed: true });
      });
      test('an admin to an address with no account, or a member to anyone (themselves too), refused', () => {
        const refused = {
          allowed: false,
          reason: 'Only an admin may send this email, and only to a Reelhire account',
        };
        expect(mayRequestEmail({ ...strongest(type, admin), recipientIsMember: false })).toEqual(refused);
        expect(mayRequestEmail({ ...strongest(type, admin), recipientIsMember: undefined })).toEqual(refused);
        expect(mayRequestEmail(strongest(type, member))).toEqual(refused);
        expect(mayRequestEmail({ ...strongest(type, member), recipientEmail: member.email })).toEqual(
          refused,
        );
      });
    },
  );
});
