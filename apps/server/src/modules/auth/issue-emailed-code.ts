import {
  issueOneTimeToken,
  ONE_TIME_CODE_TTL_MS,
  type IssuedOneTimeToken,
  type IssueOneTimeTokenOptions,
} from './one-time-codes.ts';
import { createPkceFlow, type CodeChallenge } from './pkce.ts';

export interface IssueEmailedCodeOptions extends Omit<IssueOneTimeTokenOptions, 'flowId'> {
  /** The browser's PKCE challenge, when the request came from a PKCE client. */
  challenge: CodeChallenge | undefined;
  /** What the session's amr will say once the code or link is used. */
  authenticationMethod: string;
}

/**
 * A code and link to email: with a PKCE challenge the link is tied to a flow so that it comes back as
 * `?code=` for the browser to exchange, as GoTrue does. Every account email (sign-up, sign-in code,
 * recovery, email change, resend) is issued here.
 */
export async function issueEmailedCode({
  challenge,
  authenticationMethod,
  ...token
}: IssueEmailedCodeOptions): Promise<IssuedOneTimeToken> {
  const flow = challenge
    ? await createPkceFlow({
        db: token.db,
        provider: 'email',
        challenge,
        authenticationMethod,
        userId: token.userId,
        redirectTo: token.redirectTo,
        ttlMs: ONE_TIME_CODE_TTL_MS,
        now: token.now,
      })
    : undefined;
  return issueOneTimeToken({ ...token, flowId: flow?.id });
}
