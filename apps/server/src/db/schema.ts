// The one schema object Drizzle is given; each area keeps its tables in its own file under schema/.
export * from './schema/auth.ts';
export * from './schema/profiles.ts';
export * from './schema/support.ts';
export * from './schema/email.ts';
export * from './schema/files.ts';
export * from './schema/verification.ts';
export * from './schema/chat.ts';
export * from './schema/hiring.ts';
export * from './schema/bookings.ts';
export * from './schema/holds.ts';
export * from './schema/documents.ts';
export * from './schema/availability.ts';
export * from './schema/pitches.ts';
export * from './schema/uploads.ts';
export * from './schema/ledger.ts';
export * from './schema/payouts.ts';
