import type { BookingFunding, Payment } from '@reelhire/shared/payments';
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../test/test-app.ts';
import type { CallResult, Party } from '../applications/hiring-test-kit.ts';
import type { SandboxEventType } from './sandbox-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxWebhookSecret, signSandboxBody } from './sandbox-signature.ts';

// The payments tests' calls: pay with an Idempotency-Key, go through the sandbox's hosted checkout as a
// browser does, and deliver hand-made signed webhooks (late, twice, out of order) as a provider might.

export async function pay(
  t: TestApp,
  party: Pick<Party, 'token'>,
  body: Record<string, unknown>,
  key: string | null = randomUUID(),
  /** What the browser sends besides: the page's Origin or Referer (decision 0059). */
  headers: Record<string, string> = {},
): Promise<CallResult<Payment & { error?: string; code?: string; status: string }>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/rest/v1/payments',
    headers: {
      apikey: t.anonKey,
      authorization: `Bearer ${party.token}`,
      ...(key ? { 'idempotency-key': key } : {}),
      ...headers,
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

export async function funding(t: TestApp, party: Pick<Party, 'token'>, bookingId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/rest/v1/bookings/${bookingId}/funding`,
    headers: { apikey: t.anonKey, authorization: `Bearer ${party.token}` },
  });
  return { status: response.statusCode, body: response.json<BookingFunding>() };
}

/** Submits the sandbox checkout form as the browser does (no API key); answers where it sends the browser. */
export async function checkout(t: TestApp, checkoutUrl: string, form: Record<string, string>) {
  const response = await t.app.inject({
    method: 'POST',
    url: new URL(checkoutUrl).pathname + (form.answer ? '/confirm' : ''),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: response.statusCode, location: response.headers.location, body: response.body };
}

/** A signed sandbox webhook delivered straight to the endpoint, as the sandbox would. */
export async function sandboxWebhook(
  t: TestApp,
  {
    sessionId,
    type,
    eventId = `evt_test_${randomUUID()}`,
    failureReason = null,
    secret,
  }: {
    sessionId: string;
    type: SandboxEventType;
    eventId?: string;
    failureReason?: string | null;
    secret?: string;
  },
) {
  const body = JSON.stringify({
    id: eventId,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { session_id: sessionId, failure_reason: failureReason },
  });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/sandbox',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret ?? sandboxWebhookSecret(t.config), body),
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json<{ outcome?: string; error?: string }>() };
}

/** The checkout session id in a sandbox checkout URL. */
export const sessionOf = (checkoutUrl: string) => new URL(checkoutUrl).pathname.split('/').at(-1)!;
