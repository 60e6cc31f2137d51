import { PROFILE_CACHE_KEYS } from '@reelhire/shared/profile-cache';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { hasStoredAuth } from '@/lib/auth-storage';

// docs/product.md §3: what a filmmaker or client types into profile setup is kept in local storage until the
// profile is submitted, so a reload, a closed tab or a crash loses nothing. Every entry names the user it
// belongs to: on a shared computer the next person must not see (or save) someone else's draft. Sign-out
// removes every entry (lib/auth-storage clearCachedProfiles); a submitted profile removes its role's.

/** How long typing pauses before the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 300;

export type ProfileRole = keyof typeof PROFILE_CACHE_KEYS;

interface DraftEntry {
  user_id: string;
  saved_at: string;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored draft of this user under `key`, unchecked; null when there is none or it is someone else's. */
export function readDraft(key: string, userId: string): unknown {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return null;
    const entry = JSON.parse(raw) as Partial<DraftEntry> | null;
    if (!entry || typeof entry !== 'object' || entry.user_id !== userId) return null;
    return entry.value ?? null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, userId: string, value: unknown): void {
  // A write after sign-out (a page unmounting on its way to /login) would bring the draft back.
  if (!hasStoredAuth()) return;
  try {
    const entry: DraftEntry = { user_id: userId, saved_at: new Date().toISOString(), value };
    storage()?.setItem(key, JSON.stringify(entry));
  } catch {
    // Storage full or disabled: the form still works, only the reload safety net is gone.
  }
}

/** Forgets a role's drafts, once its profile is submitted. */
export function clearDrafts(role: ProfileRole): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.values(PROFILE_CACHE_KEYS[role])) store.removeItem(key);
}

/**
 * State that starts from this user's stored draft (checked by `parse`, which returns null for anything it
 * does not recognise) or else from `initial`, and writes every change back, debounced. Nothing is written
 * until the user changes something, so an untouched step keeps following the server's saved values.
 * Without a `userId` (the account page's editor of a live profile) it is plain state from `initial`:
 * drafts belong to setup, and the editor shows what is saved.
 */
export function useDraftState<T>(
  key: string,
  userId: string | null,
  initial: () => T,
  parse: (stored: unknown) => T | null,
): [T, Dispatch<SetStateAction<T>>] {
  const [value, setValue] = useState<T>(() => {
    const stored = userId === null ? null : readDraft(key, userId);
    return (stored === null ? null : parse(stored)) ?? initial();
  });
  const changed = useRef(false);
  const latest = useRef(value);

  const update = useCallback<Dispatch<SetStateAction<T>>>((next) => {
    changed.current = true;
    setValue(next);
  }, []);

  useEffect(() => {
    latest.current = value;
    if (!changed.current || userId === null) return;
    const timer = window.setTimeout(() => writeDraft(key, userId, value), DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, userId, value]);

  // The last keystrokes before leaving the page (or the step) are kept too.
  useEffect(() => {
    const flush = () => {
      if (changed.current && userId !== null) writeDraft(key, userId, latest.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [key, userId]);

  return [value, update];
}

// ---------------------------------------------------------------------------------------------------
// Checking what comes back from storage: it may be from an older version of the app, or edited by hand.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored form: every field of `shape` that is a string in storage is taken, the rest keep `shape`'s
 * value. Null when storage holds no object at all.
 */
export function parseTextFields<T extends { [K in keyof T]: string }>(stored: unknown, shape: T): T | null {
  if (!isRecord(stored)) return null;
  const result: Record<string, string> = { ...shape };
  for (const field of Object.keys(shape)) {
    const value = stored[field];
    if (typeof value === 'string') result[field] = value;
  }
  return result as unknown as T;
}

export const parseStringList = (stored: unknown): string[] | null =>
  Array.isArray(stored) ? stored.filter((item): item is string => typeof item === 'string') : null;

/** Rows of text fields (work links, credits): objects only, each field a string. */
export function parseRows<T extends { [K in keyof T]: string }>(stored: unknown, shape: T): T[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(isRecord).map((row) => parseTextFields(row, shape)!);
}

/** The image kept for the avatar or logo: `{ file_id }`, where null means the user removed it. */
export function parseImageDraft(stored: unknown): { file_id: string | null } | null {
  if (!isRecord(stored)) return null;
  const id = stored.file_id;
  return typeof id === 'string' || id === null ? { file_id: id } : null;
}
