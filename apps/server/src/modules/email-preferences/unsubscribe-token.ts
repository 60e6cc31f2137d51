import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { isOptionalEmailType, type OptionalEmailType } from '@reelhire/shared/email-preferences';

// The one-click unsubscribe link of a notification email (decision 0063, RFC 8058): it names one member
// and one email type, signed with a key derived from the server secret so that nobody can make a link
// for someone else. It does not expire: an old email's link must keep working.

export interface UnsubscribeTarget {
  userId: string;
  emailType: OptionalEmailType;
}

function unsubscribeKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'reelhire', 'email unsubscribe link', 32));
}

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', unsubscribeKey(secret)).update(payload).digest();
}

/** `<userId>.<emailType>.<signature>`, all URL-safe. */
export function unsubscribeToken(secret: string, { userId, emailType }: UnsubscribeTarget): string {
  const payload = `${userId}.${emailType}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The member and type a token names, or undefined when it is malformed or not signed by this server. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const [userId, emailType, given] = parts as [string, string, string];
  if (!/^[0-9a-f-]{36}$/i.test(userId) || !isOptionalEmailType(emailType)) return undefined;
  const expected = signature(secret, `${userId}.${emailType}`);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return { userId, emailType };
}
