import { badRequest } from '../../http/errors.ts';

// Keyset paging (DESIGN section 5): the cursor is opaque to callers, base64url of the last row's sort
// values and id, so a page follows on from exactly where the previous one ended.

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor this server made, or a 400 for anything else. */
export function decodeCursor(cursor: string, kinds: readonly ('string' | 'number')[]): (string | number)[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (
    !Array.isArray(values) ||
    values.length !== kinds.length ||
    values.some((value, index) => typeof value !== kinds[index] || !isSafe(value))
  ) {
    throw badRequest('after: this cursor is not valid; start again from the first page');
  }
  return values as (string | number)[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TIMESTAMP = /^\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)?$/;

function isSafe(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && (UUID.test(value) || TIMESTAMP.test(value));
}
