import type { Attachment } from '@reelhire/shared/chat-attachments';
import { displayKindOfMime } from '@reelhire/shared/chat-attachments';

/** Navigation wraps around (docs/product.md §2): after the last comes the first. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The images beside the current one, loaded ahead so the next swipe shows at once. */
export function neighbourImageUrls(items: readonly Attachment[], index: number): string[] {
  if (items.length < 2) return [];
  const around = new Set([wrapIndex(index - 1, items.length), wrapIndex(index + 1, items.length)]);
  around.delete(index);
  return [...around]
    .map((i) => items[i]!)
    .filter((item) => displayKindOfMime(item.mime_type) === 'image' && item.signed_url)
    .map((item) => item.signed_url!);
}

/** A horizontal swipe at least this long turns the page. */
export const SWIPE_MIN_PX = 50;

/** -1 (previous), 1 (next) or 0 for a touch that moved from `start` to `end`. */
export function swipeDirection(start: { x: number; y: number }, end: { x: number; y: number }): -1 | 0 | 1 {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) <= Math.abs(dy)) return 0;
  // A finger moving left pulls the next item in.
  return dx < 0 ? 1 : -1;
}
