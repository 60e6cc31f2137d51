import { useRef } from 'react';
import { ApiError } from './api-client';

/**
 * Idempotency-Keys for calls that move money (decision 0047), one per thing the user means to do
 * ("approve this milestone"), kept until that call went through. Pressing again after a lost answer or a
 * network error sends the same key, so the server answers as it did the first time and moves the money
 * once; after a success (or a refusal the server answered), the next press is a new call.
 */
export function useIntentKeys() {
  const keys = useRef(new Map<string, string>());
  return {
    keyFor(intent: string): string {
      let key = keys.current.get(intent);
      if (!key) keys.current.set(intent, (key = crypto.randomUUID()));
      return key;
    },
    /**
     * After the call: a success or a refusal the server gave (4xx) ends the intent; a server error or a
     * lost answer keeps its key for the retry.
     */
    settled(intent: string, error: unknown): void {
      if (!error || (error instanceof ApiError && error.status < 500)) keys.current.delete(intent);
    },
  };
}
