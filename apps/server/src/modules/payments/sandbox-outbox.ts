import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { sandboxWebhookOutbox } from '../../db/schema/payments.ts';
import type { SandboxEvent, SandboxEventType } from './sandbox-provider.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxBody } from './sandbox-signature.ts';

// The sandbox provider's side of its webhooks (decision 0042): each event is written to an outbox when the
// checkout page raises it, then delivered to POST /api/payments/webhook/sandbox, signed at each attempt,
// until it is answered 2xx; a failed attempt is retried later with back-off, as real providers do.

/** Sends one signed delivery; answers the HTTP status. */
export type WebhookSender = (body: string, headers: Record<string, string>) => Promise<number>;

export async function enqueueSandboxEvent(
  db: Db,
  {
    sessionId,
    type,
    failureReason = null,
    cardLast4 = null,
  }: {
    sessionId: string;
    type: SandboxEventType;
    failureReason?: string | null;
    cardLast4?: string | null;
  },
  now = new Date(),
): Promise<SandboxEvent> {
  const event: SandboxEvent = {
    id: `evt_sbx_${randomUUID().replaceAll('-', '')}`,
    type,
    created: Math.floor(now.getTime() / 1000),
    data: {
      session_id: sessionId,
      failure_reason: failureReason,
      ...(cardLast4 ? { card_last4: cardLast4 } : {}),
    },
  };
  await db
    .insert(sandboxWebhookOutbox)
    .values({ eventId: event.id, sessionId, type, body: JSON.stringify(event), dueAt: now });
  return event;
}

/** The wait before attempt n+1: 10 s, 20 s, 40 s… at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(10_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export interface DeliverOptions {
  db: Db;
  secret: string;
  send: WebhookSender;
  now?: Date;
  /** Only this session's events (the checkout page delivers its own at once); all due ones otherwise. */
  sessionId?: string;
  limit?: number;
}

/**
 * Delivers the due events, oldest first. Each is claimed by moving its due time on before it is sent, so
 * two processes running this at once do not both send it (a duplicate would be harmless anyway: the
 * receiver stores events by id).
 */
export async function deliverSandboxWebhooks({
  db,
  secret,
  send,
  now = new Date(),
  sessionId,
  limit = 20,
}: DeliverOptions): Promise<number> {
  const due = await db
    .select()
    .from(sandboxWebhookOutbox)
    .where(
      and(
        isNull(sandboxWebhookOutbox.deliveredAt),
        lte(sandboxWebhookOutbox.dueAt, now),
        sessionId ? eq(sandboxWebhookOutbox.sessionId, sessionId) : undefined,
      ),
    )
    .orderBy(asc(sandboxWebhookOutbox.createdAt))
    .limit(limit);
  let delivered = 0;
  for (const row of due) {
    const attempts = row.attempts + 1;
    const [claimed] = await db
      .update(sandboxWebhookOutbox)
      .set({ attempts, dueAt: new Date(now.getTime() + retryDelayMs(attempts)), updatedAt: now })
      .where(and(eq(sandboxWebhookOutbox.id, row.id), eq(sandboxWebhookOutbox.attempts, row.attempts)))
      .returning({ id: sandboxWebhookOutbox.id });
    if (!claimed) continue;
    let error: string | null = null;
    try {
      const status = await send(row.body, {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(secret, row.body),
      });
      if (status < 200 || status >= 300) error = `answered ${status}`;
    } catch (failure) {
      error = (failure as Error).message;
    }
    await db
      .update(sandboxWebhookOutbox)
      .set(error ? { lastError: error.slice(0, 500) } : { deliveredAt: now, lastError: null })
      .where(eq(sandboxWebhookOutbox.id, row.id));
    if (!error) delivered += 1;
  }
  return delivered;
}
