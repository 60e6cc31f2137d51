import type { Db } from '../../db/client.ts';
import { enqueueEmail } from '../../email/enqueue-email.ts';
import { ONE_TIME_CODE_TTL_MS, type IssuedOneTimeToken } from './one-time-codes.ts';

/** The `type` of an emailed link, as GoTrue names them in `/verify?type=`. */
export type LinkType = 'signup' | 'magiclink' | 'recovery' | 'email_change';

type AccountEmailType = 'signup_confirmation' | 'sign_in_code' | 'password_reset' | 'email_change';

/** The path of the link in an account email: our `GET /verify`, which redirects to `redirectTo`. */
export function verifyLinkPath(linkToken: string, type: LinkType, redirectTo: string): string {
  const query = new URLSearchParams({ token: linkToken, type, redirect_to: redirectTo });
  return `/api/auth/v1/verify?${query.toString()}`;
}

export interface SendAccountEmailOptions {
  /** The transaction that issued the code, so the email is queued only if the code exists. */
  db: Db;
  publicUrl: string;
  emailType: AccountEmailType;
  to: string;
  token: IssuedOneTimeToken;
  linkType: LinkType;
  redirectTo: string;
  firstName?: unknown;
  newEmail?: string | undefined;
}

/**
 * Queues an account email. The outbox row is the contract with the email worker: `code`, `actionPath`
 * (and the same as an absolute `link`), `expiresInMinutes`, `firstName`, and `newEmail` for a change.
 */
export async function sendAccountEmail({
  db,
  publicUrl,
  emailType,
  to,
  token,
  linkType,
  redirectTo,
  firstName,
  newEmail,
}: SendAccountEmailOptions): Promise<string> {
  const actionPath = verifyLinkPath(token.linkToken, linkType, redirectTo);
  return enqueueEmail({
    db,
    emailType,
    recipientEmail: to,
    templateData: {
      code: token.code,
      actionPath,
      link: `${publicUrl}${actionPath}`,
      expiresInMinutes: Math.round(ONE_TIME_CODE_TTL_MS / 60_000),
      ...(typeof firstName === 'string' && firstName.trim()
        ? { firstName: firstName.trim().slice(0, 100) }
        : {}),
      ...(newEmail ? { newEmail } : {}),
    },
    idempotencyKey: `auth:${token.id}`,
  });
}
