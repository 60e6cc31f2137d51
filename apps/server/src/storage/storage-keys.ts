import { randomUUID } from 'node:crypto';

/**
 * Object keys are `yyyy/mm/<uuid>` (UTC month of the upload) and `yyyy/mm/<uuid>-thumb` for the thumbnail.
 * Only the server makes them, so they can be checked against this exact shape before touching a disk path:
 * a key that does not match cannot come from us.
 */
const KEY_PATTERN = /^\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(-thumb)?$/;

export function newStorageKey(now = new Date()): string {
  const year = String(now.getUTCFullYear()).padStart(4, '0');
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${year}/${month}/${randomUUID()}`;
}

export function thumbnailKeyFor(key: string): string {
  return `${key}-thumb`;
}

export function isStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key).slice(0, 80)}`);
}
