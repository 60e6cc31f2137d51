import { badRequest } from './errors.ts';

// Keyset paging (DESIGN section 5): the `after` cursor is the last row's sort key and id, opaque to
// callers (base64url of a JSON array), so the next page starts exactly after it with no offset to scan.

export type CursorValue = string | number;

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values, checked against their expected kinds; a tampered or foreign cursor is a 400. */
export function decodeCursor<const Kinds extends readonly ('string' | 'number')[]>(
  cursor: string,
  kinds: Kinds,
): { [K in keyof Kinds]: Kinds[K] extends 'number' ? number : string } {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(values) ||
    values.length !== kinds.length ||
    values.some((value, i) => typeof value !== kinds[i] || (typeof value === 'string' && value.length > 100))
  ) {
    throw invalidCursor();
  }
  return values as { [K in keyof Kinds]: Kinds[K] extends 'number' ? number : string };
}

export const invalidCursor = () =>
  badRequest('after: This page cursor is not valid; start again from the first page');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A timestamp as PostgreSQL writes timestamptz::text, microseconds kept (a JS Date would drop them).
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** A cursor of a timestamp and an id (the usual "newest first" key). */
export function decodeTimeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor(cursor, ['string', 'string'] as const);
  if (!isTimeKey(at, id)) throw invalidCursor();
  return { at, id };
}

/** Whether a cursor's value is an id and a timestamp as decodeTimeCursor accepts them. */
export function isTimeKey(at: string, id: string): boolean {
  return TIMESTAMP.test(at) && UUID.test(id);
}
