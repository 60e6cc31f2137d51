import { bigint, timestamp } from 'drizzle-orm/pg-core';

// Column shapes the marketplace tables share (hiring, bookings), so money and timestamps are declared alike.

/** Money is integer minor units (DESIGN section 2); bigint leaves room for large productions. */
export const money = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
