import { expect, type APIRequestContext } from '@playwright/test';

/** The public key as the app reads it: from the page the server serves. */
export async function anonKey(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const key = /name="reelhire:anon-key" content="([^"]+)"/.exec(html)?.[1];
  if (!key) throw new Error('The served page carries no public key');
  return key;
}

/**
 * The mailbox answers only this machine (decision 0019). Every test otherwise poses as a client elsewhere
 * behind the loopback proxy (support/test.ts); reading the mailbox is the developer on this machine.
 */
const FROM_THIS_MACHINE = { 'x-forwarded-for': '127.0.0.1' };

interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
}

/** Every email to `to` in the dev mailbox, newest first. */
export async function readMailbox(request: APIRequestContext, to: string): Promise<MailboxMessage[]> {
  const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
    headers: { apikey: await anonKey(request), ...FROM_THIS_MACHINE },
  });
  return (await response.json()) as MailboxMessage[];
}

/** Waits for the newest email to `to` (the embedded dev mailbox) and returns the 6-digit code in it. */
export async function readCode(request: APIRequestContext, to: string, after = 0): Promise<string> {
  const key = await anonKey(request);
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`, {
          headers: { apikey: key, ...FROM_THIS_MACHINE },
        });
        const messages = (await response.json()) as MailboxMessage[];
        if (messages.length <= after) return undefined;
        code = /\b(\d{6})\b/.exec(messages[0]!.text)?.[1];
        return code;
      },
      { timeout: 10_000, message: `an email with a code for ${to}` },
    )
    .toBeTruthy();
  return code!;
}
