import { decodeCursor, decodeTimeCursor, encodeCursor } from './page-cursor.ts';

// The one keyset cursor every list uses: what a page hands out comes back unchanged, and anything a caller
// could make up instead is a 400 before it reaches SQL.

const id = '3f2b9c1e-8d4a-4b7e-9f10-2c3d4e5f6a7b';
const at = '2026-11-25 19:45:57.123456+00';
const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const refusal = expect.objectContaining({ statusCode: 400, message: expect.stringContaining('after:') });

test('a cursor comes back as the values it was made of', () => {
  expect(decodeCursor(encodeCursor([0.731, id]), ['number', 'id'])).toEqual([0.731, id]);
  expect(decodeCursor(encodeCursor([45_000, id]), ['integer', 'id'])).toEqual([45_000, id]);
  expect(decodeCursor(encodeCursor([2, at, id]), ['integer', 'time', 'id'])).toEqual([2, at, id]);
  expect(decodeTimeCursor(encodeCursor([at, id]))).toEqual({ at, id });
});

test('the wire format stays base64url of a JSON array, so cursors already handed out keep working', () => {
  expect(encodeCursor([at, id])).toBe(raw([at, id]));
  expect(decodeTimeCursor(raw(['2026-11-01T10:00:00Z', id]))).toEqual({ at: '2026-11-01T10:00:00Z', id });
});

test.each([
  ['not base64 JSON', 'nonsense'],
  ['an object', raw({ at, id })],
  ['too few values', raw([at])],
  ['too many values', raw([at, id, id])],
  ['a number for a time', raw([1_700_000_000, id])],
  ['words for an id', raw([at, "1' or '1'='1"])],
  ['a date that does not exist', raw(['2026-02-30 10:00:00+00', id])],
  ['an hour past midnight', raw(['2026-11-01 24:00:00+00', id])],
  ['a time without its zone', raw(['2026-11-01 10:00:00', id])],
])('a cursor of %s is refused', (_name, cursor) => {
  expect(() => decodeTimeCursor(cursor)).toThrow(refusal);
});

test.each([
  ['a fraction for an integer', raw([1.5, id]), ['integer', 'id'] as const],
  ['a string for a number', raw(['0.5', id]), ['number', 'id'] as const],
  [
    'infinity (1e999 in JSON)',
    Buffer.from(`[1e999,"${id}"]`).toString('base64url'),
    ['number', 'id'] as const,
  ],
  ['null', raw([null, id]), ['number', 'id'] as const],
])('a cursor with %s is refused', (_name, cursor, kinds) => {
  expect(() => decodeCursor(cursor, kinds)).toThrow(refusal);
});
