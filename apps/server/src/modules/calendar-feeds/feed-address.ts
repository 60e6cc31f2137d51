import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

// A calendar feed's private address (decision 0092): `/api/calendar/<feed id>.<signature>.ics`. The
// signature is an HMAC of the feed's id under a key derived from the server secret, so the address can be
// shown to its member again at any time while the database holds nothing that opens a feed on its own.
// Turning the feed off or renewing it revokes the id: the old address answers 404 from then on.

export const FEED_PATH_PREFIX = '/api/calendar/';

function feedKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'reelhire', 'calendar feed address', 32));
}

function signature(secret: string, feedId: string): Buffer {
  return createHmac('sha256', feedKey(secret)).update(feedId).digest();
}

export function feedToken(secret: string, feedId: string): string {
  return `${feedId}.${signature(secret, feedId).toString('base64url')}`;
}

/** The feed id an address's token names, or undefined when it is malformed or not signed by this server. */
export function readFeedToken(secret: string, token: string): string | undefined {
  const parts = token.split('.');
  if (parts.length !== 2) return undefined;
  const [feedId, given] = parts as [string, string];
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(feedId)) return undefined;
  const expected = signature(secret, feedId);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  return feedId;
}

export function feedAddresses(publicUrl: string, secret: string, feedId: string) {
  const address = `${publicUrl}${FEED_PATH_PREFIX}${feedToken(secret, feedId)}.ics`;
  return { address, webcal_address: address.replace(/^https?:/, 'webcal:') };
}
