/**
 * Where to take a visitor once they have signed up or signed in: a portfolio's 'Book' or 'Message' sends a
 * signed-out visitor through sign-up (code or emailed link, possibly in a new tab, then profile setup) and
 * back to the page they came from. Kept in local storage for a day so that the link in the sign-up email,
 * which opens a new tab, still finds it; taken once.
 */
const KEY = 'reelhire:return-to';
const TTL_MS = 24 * 60 * 60 * 1000;

/** Only paths of this app (never another origin or a protocol-relative URL). */
const isAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberReturnTo(path: string, now = Date.now()): void {
  if (!isAppPath(path)) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Storage can be full or disabled; the visitor then lands on their dashboard as usual.
  }
}

/** The remembered path, removed as it is read; null when there is none or it is older than a day. */
export function takeReturnTo(now = Date.now()): string | null {
  try {
    const raw = window.localStorage.getItem(KEY);
    if (raw === null) return null;
    window.localStorage.removeItem(KEY);
    const value = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (!isAppPath(value.path) || typeof value.at !== 'number' || now - value.at > TTL_MS) return null;
    return value.path;
  } catch {
    return null;
  }
}
