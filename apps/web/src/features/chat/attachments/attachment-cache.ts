import type { Attachment } from '@reelhire/shared/chat-attachments';
import { ATTACHMENTS } from '@reelhire/shared/constants';

/** docs/product.md §3's cache entry. Times are epoch milliseconds. */
export interface AttachmentCacheEntry {
  attachments: Attachment[];
  cached_at: number;
  expires_at: number;
}

export const ATTACHMENT_CACHE_KEY_PREFIX = 'reelhire:chat-attachments:';

/**
 * A cached entry is served only while its signed links have this long left: time to open a viewer and
 * load the file before the link dies under the reader.
 */
export const LINK_SAFETY_MARGIN_MS = 5 * 60 * 1000;

/**
 * When a signed link stops working, or null when the link does not say: our own links carry `expires`
 * (unix seconds), S3 presigned links `X-Amz-Date` plus `X-Amz-Expires`.
 */
export function linkExpiresAt(url: string | null | undefined): number | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return null;
  }
  const expires = parsed.searchParams.get('expires');
  if (expires && /^\d{1,12}$/.test(expires)) return Number(expires) * 1000;
  const amzDate = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(
    parsed.searchParams.get('X-Amz-Date') ?? '',
  );
  const amzExpires = parsed.searchParams.get('X-Amz-Expires');
  if (amzDate && amzExpires && /^\d+$/.test(amzExpires)) {
    const [, y, mo, d, h, mi, s] = amzDate.map(Number) as number[];
    return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) + Number(amzExpires) * 1000;
  }
  return null;
}

/**
 * docs/product.md §9 keeps attachments 23 hours, but their signed links last an hour: an entry expires at the
 * earlier of the two (less the safety margin), so the cache never hands out a dead link.
 */
export function entryExpiresAt(attachments: Attachment[], now: number): number {
  let expiresAt = now + ATTACHMENTS.cacheTtlMs;
  for (const attachment of attachments) {
    for (const url of [attachment.signed_url, attachment.thumbnail_signed_url]) {
      const linkEnd = linkExpiresAt(url);
      if (linkEnd !== null) expiresAt = Math.min(expiresAt, linkEnd - LINK_SAFETY_MARGIN_MS);
    }
  }
  return expiresAt;
}

export function isQuotaExceeded(error: unknown): boolean {
  if (!(error instanceof DOMException)) return false;
  // Chrome and Safari name it; old Firefox has its own name; codes for engines that only set the code.
  return (
    error.name === 'QuotaExceededError' ||
    error.name === 'NS_ERROR_DOM_QUOTA_REACHED' ||
    error.code === 22 ||
    error.code === 1014
  );
}

function isEntry(value: unknown): value is AttachmentCacheEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Partial<AttachmentCacheEntry>;
  return (
    Array.isArray(entry.attachments) &&
    typeof entry.cached_at === 'number' &&
    typeof entry.expires_at === 'number'
  );
}

/**
 * Attachments per message, in memory and in sessionStorage (docs/product.md §9), so a conversation opened
 * again in the same tab, or after a reload, shows its files without asking the server.
 */
export class AttachmentCache {
  private readonly memory = new Map<string, AttachmentCacheEntry>();
  private readonly storage: Storage | null;
  private readonly now: () => number;

  constructor(storage: Storage | null, now: () => number = Date.now) {
    this.storage = storage;
    this.now = now;
  }

  /** A message's attachments while their entry is fresh, else null (and the stale entry is dropped). */
  get(messageId: string): Attachment[] | null {
    return this.getEntry(messageId)?.attachments ?? null;
  }

  getEntry(messageId: string): AttachmentCacheEntry | null {
    const entry = this.memory.get(messageId) ?? this.read(messageId);
    if (!entry) return null;
    if (entry.expires_at <= this.now()) {
      this.delete(messageId);
      return null;
    }
    this.memory.set(messageId, entry);
    return entry;
  }

  set(messageId: string, attachments: Attachment[]): AttachmentCacheEntry {
    const now = this.now();
    const entry: AttachmentCacheEntry = {
      attachments,
      cached_at: now,
      expires_at: entryExpiresAt(attachments, now),
    };
    this.memory.set(messageId, entry);
    this.write(messageId, entry);
    return entry;
  }

  delete(messageId: string): void {
    this.memory.delete(messageId);
    try {
      this.storage?.removeItem(ATTACHMENT_CACHE_KEY_PREFIX + messageId);
    } catch {
      // Storage that cannot be touched holds nothing of ours either.
    }
  }

  /** Drops every expired (or unreadable) entry, in memory and in storage; answers how many went. */
  purgeExpired(): number {
    const now = this.now();
    let purged = 0;
    for (const [messageId, entry] of this.memory) {
      if (entry.expires_at <= now) {
        this.memory.delete(messageId);
        purged += 1;
      }
    }
    if (!this.storage) return purged;
    try {
      const keys: string[] = [];
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (key?.startsWith(ATTACHMENT_CACHE_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) {
        const entry = this.parse(this.storage.getItem(key));
        if (!entry || entry.expires_at <= now) {
          this.storage.removeItem(key);
          purged += 1;
        }
      }
    } catch (error) {
      console.warn('The attachment cache could not be purged', error);
    }
    return purged;
  }

  /** docs/product.md §9: expired entries are purged this long after load; answers a cancel. */
  schedulePurge(delayMs: number = ATTACHMENTS.purgeDelayAfterLoadMs): () => void {
    const timer = setTimeout(() => this.purgeExpired(), delayMs);
    return () => clearTimeout(timer);
  }

  /** Forgets everything (for tests, and a sign-out that wants a clean tab). */
  clear(): void {
    for (const messageId of [...this.memory.keys()]) this.delete(messageId);
    this.purgeAll();
  }

  private purgeAll(): void {
    if (!this.storage) return;
    try {
      const keys: string[] = [];
      for (let i = 0; i < this.storage.length; i += 1) {
        const key = this.storage.key(i);
        if (key?.startsWith(ATTACHMENT_CACHE_KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) this.storage.removeItem(key);
    } catch {
      // Nothing to clear in storage we cannot reach.
    }
  }

  private read(messageId: string): AttachmentCacheEntry | null {
    try {
      return this.parse(this.storage?.getItem(ATTACHMENT_CACHE_KEY_PREFIX + messageId) ?? null);
    } catch {
      return null;
    }
  }

  private parse(raw: string | null): AttachmentCacheEntry | null {
    if (!raw) return null;
    try {
      const value: unknown = JSON.parse(raw);
      return isEntry(value) ? value : null;
    } catch {
      return null;
    }
  }

  private write(messageId: string, entry: AttachmentCacheEntry): void {
    if (!this.storage) return;
    const key = ATTACHMENT_CACHE_KEY_PREFIX + messageId;
    const value = JSON.stringify(entry);
    try {
      this.storage.setItem(key, value);
    } catch (error) {
      if (!isQuotaExceeded(error)) {
        console.warn('The attachment cache could not be written', error);
        return;
      }
      // docs/product.md §9: a full storage first loses its expired entries; the write is tried once more.
      this.purgeExpired();
      try {
        this.storage.setItem(key, value);
      } catch (retryError) {
        // The memory copy still serves this tab; only a reload will ask the server again.
        console.warn('The attachment cache is full', retryError);
      }
    }
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: memory alone then.
    return null;
  }
}

/** The tab's one cache. */
export const attachmentCache = new AttachmentCache(sessionStorageOrNull());
attachmentCache.schedulePurge();
