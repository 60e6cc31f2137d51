import { renderHook } from '@testing-library/react';
import { ApiError } from './api-client';
import { useIntentKeys } from './use-intent-keys';

// Decision 0047: pressing Approve again after a lost answer must send the same Idempotency-Key, so the
// escrow is released once; a new press after the server answered is a new call.

test('one key per intent until the server answers it', () => {
  const { result, rerender } = renderHook(() => useIntentKeys());
  const first = result.current.keyFor('m1:approve');
  expect(first).toMatch(/^[0-9a-f-]{36}$/);
  expect(result.current.keyFor('m2:approve')).not.toBe(first);

  // A lost answer or a server error keeps the key for the retry, across renders.
  result.current.settled('m1:approve', new TypeError('Failed to fetch'));
  rerender();
  expect(result.current.keyFor('m1:approve')).toBe(first);
  result.current.settled('m1:approve', new ApiError('Service unavailable', 503, {}));
  expect(result.current.keyFor('m1:approve')).toBe(first);

  // Answered (a success, or a refusal such as a 409): the next press is a new call.
  result.current.settled('m1:approve', null);
  const second = result.current.keyFor('m1:approve');
  expect(second).not.toBe(first);
  result.current.settled('m1:approve', new ApiError('Already approved', 409, {}));
  expect(result.current.keyFor('m1:approve')).not.toBe(second);
});
