import { ATTACHMENTS } from '@reelhire/shared/constants';
import {
  ATTACHMENT_CACHE_KEY_PREFIX,
  AttachmentCache,
  entryExpiresAt,
  linkExpiresAt,
  LINK_SAFETY_MARGIN_MS,
} from './attachment-cache';
import { attachment } from './attachment-test-kit';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2025, 2, 1, 10, 0, 0);

/** An attachment whose links say nothing about expiry: only the 23-hour rule applies. */
const unsignedAttachment = () =>
  attachment({ signed_url: 'https://cdn.example/file', thumbnail_signed_url: null });

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('attachment cache', () => {
  let now: number;
  let storage: Storage;
  let cache: AttachmentCache;

  beforeEach(() => {
    now = T0;
    storage = memoryStorage();
    cache = new AttachmentCache(storage, () => now);
  });

  it('keeps a message’s attachments 23 hours, in memory and as a session storage entry', () => {
    const files = [unsignedAttachment()];
    cache.set('m1', files);

    const stored = JSON.parse(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}m1`)!);
    expect(stored).toEqual({ attachments: files, cached_at: T0, expires_at: T0 + ATTACHMENTS.cacheTtlMs });
    expect(ATTACHMENTS.cacheTtlMs).toBe(23 * HOUR);

    now = T0 + 23 * HOUR - 1;
    expect(cache.get('m1')).toEqual(files);
    now = T0 + 23 * HOUR;
    expect(cache.get('m1')).toBeNull();
    expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}m1`)).toBeNull();
  });

  it('serves a new page load (a new cache on the same storage) from session storage', () => {
    const files = [unsignedAttachment()];
    cache.set('m1', files);
    const afterReload = new AttachmentCache(storage, () => now);
    expect(afterReload.get('m1')).toEqual(files);
  });

  it('still serves from memory when session storage lost the entry', () => {
    const files = [unsignedAttachment()];
    cache.set('m1', files);
    storage.clear();
    expect(cache.get('m1')).toEqual(files);
  });

  it('never serves links that are about to expire: the entry ends with its earliest link', () => {
    const linkEnd = T0 + HOUR;
    const files = [
      attachment({
        signed_url: `http://localhost/api/files/a?variant=original&expires=${linkEnd / 1000}&signature=s`,
        thumbnail_signed_url: `http://localhost/api/files/a?variant=thumbnail&expires=${linkEnd / 1000 - 60}&signature=s`,
      }),
    ];
    const entry = cache.set('m1', files);
    expect(entry.expires_at).toBe(linkEnd - 60_000 - LINK_SAFETY_MARGIN_MS);

    now = entry.expires_at - 1;
    expect(cache.get('m1')).toEqual(files);
    now = entry.expires_at;
    expect(cache.get('m1')).toBeNull();
  });

  it('reads the expiry of our own links and of S3 presigned links', () => {
    expect(
      linkExpiresAt('https://x.example/api/files/1?variant=original&expires=1740826800&signature=s'),
    ).toBe(1740826800 * 1000);
    expect(
      linkExpiresAt(
        'https://bucket.s3.example/key?X-Amz-Date=20250301T100000Z&X-Amz-Expires=3600&X-Amz-Signature=s',
      ),
    ).toBe(Date.UTC(2025, 2, 1, 11, 0, 0));
    expect(linkExpiresAt('https://cdn.example/file')).toBeNull();
    expect(linkExpiresAt(null)).toBeNull();
    expect(entryExpiresAt([], T0)).toBe(T0 + ATTACHMENTS.cacheTtlMs);
  });

  it('purges expired entries 2 seconds after load, and keeps fresh ones', () => {
    vi.useFakeTimers();
    try {
      storage.setItem(
        `${ATTACHMENT_CACHE_KEY_PREFIX}old`,
        JSON.stringify({ attachments: [], cached_at: T0 - 24 * HOUR, expires_at: T0 - HOUR }),
      );
      storage.setItem(`${ATTACHMENT_CACHE_KEY_PREFIX}broken`, '{not json');
      storage.setItem('someone-else', 'kept');
      cache.set('fresh', [unsignedAttachment()]);

      cache.schedulePurge();
      vi.advanceTimersByTime(ATTACHMENTS.purgeDelayAfterLoadMs - 1);
      expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}old`)).not.toBeNull();

      vi.advanceTimersByTime(1);
      expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}old`)).toBeNull();
      expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}broken`)).toBeNull();
      expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}fresh`)).not.toBeNull();
      expect(storage.getItem('someone-else')).toBe('kept');
      expect(ATTACHMENTS.purgeDelayAfterLoadMs).toBe(2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('purges expired entries when the storage is full, then writes once more', () => {
    storage.setItem(
      `${ATTACHMENT_CACHE_KEY_PREFIX}old`,
      JSON.stringify({ attachments: [], cached_at: T0 - 24 * HOUR, expires_at: T0 - HOUR }),
    );
    const realSetItem = storage.setItem.bind(storage);
    const setItem = vi
      .fn<Storage['setItem']>()
      .mockImplementationOnce(() => {
        throw quotaError();
      })
      .mockImplementation(realSetItem);
    storage.setItem = setItem;

    const files = [unsignedAttachment()];
    cache.set('m1', files);

    expect(setItem).toHaveBeenCalledTimes(2);
    expect(storage.getItem(`${ATTACHMENT_CACHE_KEY_PREFIX}old`)).toBeNull();
    expect(new AttachmentCache(storage, () => now).get('m1')).toEqual(files);
  });

  it('keeps the entry in memory, quietly, when the storage stays full', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setItem = vi.fn<Storage['setItem']>(() => {
      throw quotaError();
    });
    storage.setItem = setItem;

    const files = [unsignedAttachment()];
    expect(() => cache.set('m1', files)).not.toThrow();
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(cache.get('m1')).toEqual(files);
    warn.mockRestore();
  });
});
