import { expect, test } from 'vitest';
import { WebhookVerificationError } from './payment-provider.ts';
import { sandboxCardOutcome } from './sandbox-checkout-page.ts';
import { signSandboxBody, verifySandboxSignature } from './sandbox-signature.ts';

const body = '{"id":"evt_1","type":"payment.succeeded"}';
const now = new Date('2026-11-26T10:00:00Z');

test('a signature verifies over the exact body, with this secret, within five minutes', () => {
  const header = signSandboxBody('secret', body, now);
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(() =>
    verifySandboxSignature('secret', body, header, new Date(now.getTime() + 299_000)),
  ).not.toThrow();
  const refusals: [string, string | undefined, Date][] = [
    ['secret', undefined, now],
    ['other', header, now],
    ['secret', header.replace(/v1=./, 'v1=0'), now],
    ['secret', header, new Date(now.getTime() + 301_000)],
    ['secret', 'v1=abc', now],
  ];
  for (const [secret, given, at] of refusals) {
    expect(() => verifySandboxSignature(secret, body, given, at)).toThrow(WebhookVerificationError);
  }
  expect(() => verifySandboxSignature('secret', `${body} `, header, now)).toThrow(WebhookVerificationError);
});

test('the documented test cards, typed with or without spaces', () => {
  expect(sandboxCardOutcome('4242 4242 4242 4242')).toBe('succeeds');
  expect(sandboxCardOutcome('4000000000000002')).toBe('declined');
  expect(sandboxCardOutcome('4000-0027-6000-3184')).toBe('confirm');
  expect(sandboxCardOutcome('5555 5555 5555 4444')).toBe('unknown');
});
