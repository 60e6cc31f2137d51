import { ALL_PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { SERVER_PAGE } from '@reelhire/shared/server-page';
import type { Session } from '@supabase/auth-js';
import { writeCookie } from './cookies';

/**
 * Where the auth client keeps the session in local storage. This module is deliberately free of the auth
 * client itself, so the app can tell "nobody is signed in here" without downloading it.
 */
export const AUTH_STORAGE_KEY = 'reelhire-auth';

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** A stored session (or a sign-in in flight, such as a PKCE verifier) exists in this browser. */
export function hasStoredAuth(): boolean {
  const storage = safeStorage();
  if (!storage) return false;
  for (let i = 0; i < storage.length; i++) {
    if (storage.key(i)?.startsWith(AUTH_STORAGE_KEY)) return true;
  }
  return false;
}

/** The address carries an auth answer: a PKCE code, tokens, or an error from the auth service. */
export function urlHasAuthResponse(href?: string): boolean {
  // The server renders public pages for a visitor it does not know (decision 0080): no address, no answer.
  if (href === undefined && typeof window === 'undefined') return false;
  const url = new URL(href ?? window.location.href);
  const hash = new URLSearchParams(url.hash.slice(1));
  const names = ['code', 'error', 'error_description', 'error_code', 'access_token'];
  return names.some((name) => url.searchParams.has(name) || hash.has(name));
}

/** Removes the stored session: the fallback when the auth service could not be told about a sign-out. */
export function clearStoredAuth(): void {
  const storage = safeStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(AUTH_STORAGE_KEY)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** docs/product.md §3 and §4: on sign-out or a missing session every cached profile entry goes. */
export function clearCachedProfiles(): void {
  const storage = safeStorage();
  if (!storage) return;
  for (const key of ALL_PROFILE_CACHE_KEYS) storage.removeItem(key);
}

/**
 * The session the auth client stored, read as it lies (not refreshed, not checked): what a page the server
 * drew for this user is taken over with (decision 0084) until the auth client has loaded and says more.
 */
export function readStoredSession(): Session | null {
  try {
    const stored = JSON.parse(safeStorage()?.getItem(AUTH_STORAGE_KEY) ?? 'null') as Session | null;
    return stored?.access_token && stored.user?.id ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Tells the server whose signed-in pages to draw (decision 0084): the session's access token as a cookie
 * that lives as long as the token, or none. Not HttpOnly, as the same token sits in local storage (SPEC's
 * auth client); the API never reads it, so it authorises nothing but the drawing of a page for its owner.
 */
export function writeRenderCookie(session: Pick<Session, 'access_token' | 'expires_at'> | null): void {
  const seconds = session?.expires_at ? Math.max(0, session.expires_at - Math.floor(Date.now() / 1000)) : 0;
  writeCookie(
    SERVER_PAGE.renderCookie,
    session && seconds > 0 ? session.access_token : '',
    session ? seconds : 0,
  );
}
