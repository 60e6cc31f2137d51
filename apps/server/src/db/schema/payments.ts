import type { RefundStatus } from '@reelhire/shared/refunds';
import type {
  PaymentMethod,
  PaymentProvider,
  PaymentPurpose,
  PaymentStatus,
} from '@reelhire/shared/payments';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { bookingMilestones, bookings } from './bookings.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { ledgerTransactions } from './ledger.ts';
import { clients } from './profiles.ts';

// Payments (issue 14, decision 0042). A payment is what a client asked to pay and how far the provider
// has got with it; the money itself only ever moves in the ledger (decision 0041), under the key
// `payment:{id}`, when the provider's signed webhook says the card was charged.

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** Who asked; no foreign key, as in the ledger: deleting an account must not rewrite money history. */
    userId: uuid('user_id').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** Where the booking's job sits, for the return pages and the ledger's references. */
    projectId: uuid('project_id'),
    jobId: uuid('job_id'),
    milestoneIds: jsonb('milestone_ids').$type<string[]>().notNull().default([]),
    /**
     * Fund and approve (decision 0051): settling this payment also approves its one milestone and releases
     * its escrow, in the settlement's transaction. What the client asked, not a funding state.
     */
    approvesMilestone: boolean('approves_milestone').notNull().default(false),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    feeMinor: money('fee_minor').notNull(),
    totalMinor: money('total_minor').notNull(),
    /** The provider's checkout session and where the client is sent to pay; null for a wallet payment. */
    providerSessionId: text('provider_session_id'),
    checkoutUrl: text('checkout_url'),
    /**
     * The app's address the client paid from, which the checkout returns to (decision 0059); null for
     * PUBLIC_URL. Only an origin this app serves is stored (checkout-return-origin.ts).
     */
    returnOrigin: text('return_origin'),
    failureReason: text('failure_reason'),
    /**
     * What the provider calls the money it took (Stripe's PaymentIntent; the sandbox's session), kept when
     * the payment succeeds so a refund can name it (decision 0048); and the card's last four digits, when
     * the provider says them, so a refund can say where it went.
     */
    providerPaymentRef: text('provider_payment_ref'),
    cardLast4: text('card_last4'),
    /** The client's Idempotency-Key, and a digest of what it asked, so a reused key is told apart. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('payments_idempotency_key').on(t.clientId, t.idempotencyKey),
    unique('payments_provider_session_key').on(t.provider, t.providerSessionId),
    index('payments_booking_idx').on(t.bookingId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('payments_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

/**
 * Every webhook event a provider delivered, stored before it is applied (decision 0042): a duplicate is
 * the same (provider, event_id) and applies nothing; `applied_at` and `outcome` say what it did.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: uuid('payment_id'),
    payload: jsonb('payload').$type<unknown>().notNull(),
    outcome: text('outcome'),
    receivedAt: createdAt(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [unique('payment_webhook_events_key').on(t.provider, t.eventId)],
);

/**
 * The sandbox provider's outbox: events its checkout page raised, delivered to our own webhook endpoint
 * signed at each attempt, retried with back-off until answered 2xx, as a real provider does.
 */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: text('event_id').notNull().unique(),
    /** The checkout session it is about, and its type, so the checkout page knows a session is over. */
    sessionId: text('session_id').notNull(),
    type: text('type').notNull(),
    body: text('body').notNull(),
    attempts: integer('attempts').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('sandbox_webhook_outbox_session_idx').on(t.sessionId),
    index('sandbox_webhook_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * Card refunds (decision 0048): the part of a cancelled milestone's refund that a card paid, going back to
 * that card through the provider that took it. Recorded with the cancellation's ledger movement (escrow to
 * the provider's clearing account) in its transaction; sent to the provider afterwards, outside any
 * transaction, by the money schedule's refund sweep, which claims a row by moving `next_attempt_at` on.
 * The provider is told the refund's id as its idempotency key, so a retry never refunds twice. A refund the
 * provider refuses for good is returned to the client's wallet by a new movement (`fallback_transaction_id`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => bookingMilestones.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    currency: text('currency').notNull(),
    amountMinor: money('amount_minor').notNull(),
    /** `refund:{milestoneId}:{paymentId}`: one refund per payment per cancelled milestone. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The cancellation movement that sent the money towards the card. */
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The movement that brought it to the wallet instead, when the card refused it. */
    fallbackTransactionId: uuid('fallback_transaction_id').references(() => ledgerTransactions.id, {
      onDelete: 'restrict',
    }),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The sweep's queue: what is due to be sent.
    index('refunds_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('refunds_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('refunds_client_idx').on(t.clientId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_ledger_transaction_idx').on(t.ledgerTransactionId),
    index('refunds_provider_refund_idx').on(t.provider, t.providerRefundId),
  ],
);
