import { badRequest } from './errors.ts';

// Keyset paging (DESIGN section 5), for every list: the `after` cursor is the last row's sort key and id,
// opaque to callers (base64url of a JSON array), so the next page starts exactly after it with no offset
// to scan. Each value is checked against the kind the list expects before it reaches SQL, so a tampered
// cursor is a 400, never a database error.

export type CursorValue = string | number;

/** `integer` and `number` (finite) decode to numbers; `id` (a UUID) and `time` (a timestamptz) to strings. */
export type CursorKind = 'integer' | 'number' | 'id' | 'time';

type Decoded<Kinds extends readonly CursorKind[]> = {
  [K in keyof Kinds]: Kinds[K] extends 'integer' | 'number' ? number : string;
};

export function encodeCursor(values: readonly CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The cursor's values, checked against their expected kinds; a tampered or foreign cursor is a 400. */
export function decodeCursor<const Kinds extends readonly CursorKind[]>(
  cursor: string,
  kinds: Kinds,
): Decoded<Kinds> {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (
    !Array.isArray(values) ||
    values.length !== kinds.length ||
    values.some((value, i) => !isKind(value, kinds[i]!))
  ) {
    throw invalidCursor();
  }
  return values as Decoded<Kinds>;
}

/** A cursor of a timestamp and an id (the usual "newest first" key). */
export function decodeTimeCursor(cursor: string): { at: string; id: string } {
  const [at, id] = decodeCursor(cursor, ['time', 'id'] as const);
  return { at, id };
}

export const invalidCursor = () =>
  badRequest('after: This page cursor is not valid; start again from the first page');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A timestamp as PostgreSQL writes timestamptz::text, microseconds kept (a JS Date would drop them).
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)$/;

/** A real calendar date and time of day, so PostgreSQL's cast cannot fail on, say, 2026-02-30. */
function isTimestamp(value: string): boolean {
  const parts = TIMESTAMP.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts.slice(1, 7).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day! &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

function isKind(value: unknown, kind: CursorKind): boolean {
  switch (kind) {
    case 'integer':
      return Number.isSafeInteger(value);
    case 'number':
      // JSON.parse reads 1e999 as Infinity, which no column holds.
      return typeof value === 'number' && Number.isFinite(value);
    case 'id':
      return typeof value === 'string' && UUID.test(value);
    case 'time':
      return typeof value === 'string' && isTimestamp(value);
  }
}
