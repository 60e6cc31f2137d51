import { z } from 'zod';
import { HttpError } from './errors.ts';

/**
 * The headers of every call that moves money (DESIGN section 5, decision 0047): it names itself with an
 * Idempotency-Key, so a retry after a lost answer moves the money once and answers as the first call did.
 * Without one the call is a 400 and changes nothing.
 */
export const idempotencyKeyHeaders = z
  .object({
    'idempotency-key': z
      .string({ error: 'Idempotency-Key: send a unique key with every call that moves money' })
      .trim()
      .min(8, 'Idempotency-Key: at least 8 characters')
      .max(200, 'Idempotency-Key: at most 200 characters'),
  })
  .loose();

/** The same key sent again for another request: refused, so a mistake never replays someone else's answer. */
export const idempotencyKeyReused = () =>
  new HttpError(409, 'This Idempotency-Key was already used for a different request', undefined, {
    code: 'idempotency_key_reused',
  });
