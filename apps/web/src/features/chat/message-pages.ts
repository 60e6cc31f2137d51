import type { MessageRecord } from '@reelhire/shared/chat-messages';
import { MESSAGES } from '@reelhire/shared/constants';
import type { InfiniteData } from '@tanstack/react-query';
import { laterStatus, type StatusChange } from './message-status';

// A room's messages as TanStack Query keeps them: pages newest first, as the API returns them, plus the
// messages that arrived live (added to the newest page). Page and popup views of one room share them.

export interface MessagePage {
  /** Newest first. */
  messages: MessageRecord[];
  /** How many the API returned for this page: fewer than the page size means there is nothing older. */
  fetched: number;
}

/** `before` of the next (older) page; null for the first. */
export type MessagePageParam = string | null;

export type MessagePages = InfiniteData<MessagePage>;

/** docs/product.md §4: load more until a page returns fewer than the page size. */
export function olderPageParam(lastPage: MessagePage): MessagePageParam | undefined {
  if (lastPage.fetched < MESSAGES.pageSize) return undefined;
  const oldest = lastPage.messages.reduce<MessageRecord | undefined>(
    (found, message) => (!found || message.seq < found.seq ? message : found),
    undefined,
  );
  return oldest ? oldest.created_at : undefined;
}

/** Every message once, oldest first (by the room's sequence). */
export function flattenMessages(data: MessagePages | undefined): MessageRecord[] {
  if (!data) return [];
  const byId = new Map<string, MessageRecord>();
  for (const page of data.pages) {
    for (const message of page.messages) {
      const known = byId.get(message.id);
      byId.set(
        message.id,
        known ? { ...message, status: laterStatus(known.status, message.status) } : message,
      );
    }
  }
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function newestSeq(data: MessagePages | undefined): number | null {
  if (!data) return null;
  let newest: number | null = null;
  for (const page of data.pages) {
    for (const message of page.messages) if (newest === null || message.seq > newest) newest = message.seq;
  }
  return newest;
}

/**
 * Adds messages (live, caught up, or just sent) to the newest page. A message already held is replaced
 * by the newer copy, except that its status never goes back. Returns the messages that were new.
 */
export function addMessages(
  data: MessagePages,
  incoming: readonly MessageRecord[],
): { data: MessagePages; added: MessageRecord[] } {
  const added: MessageRecord[] = [];
  let pages = data.pages;
  for (const message of incoming) {
    const pageIndex = pages.findIndex((page) => page.messages.some((held) => held.id === message.id));
    if (pageIndex >= 0) {
      pages = pages.map((page, i) =>
        i !== pageIndex
          ? page
          : {
              ...page,
              messages: page.messages.map((held) =>
                held.id === message.id
                  ? { ...message, status: laterStatus(held.status, message.status) }
                  : held,
              ),
            },
      );
      continue;
    }
    added.push(message);
    const [first, ...rest] = pages;
    const newest: MessagePage = first ?? { messages: [], fetched: 0 };
    pages = [{ ...newest, messages: [message, ...newest.messages].sort((a, b) => b.seq - a.seq) }, ...rest];
  }
  if (pages === data.pages) return { data, added };
  const pageParams = data.pageParams.length > 0 ? data.pageParams : [null];
  return { data: { pages, pageParams }, added };
}

/** Applies status changes, upgrades only. */
export function applyStatusChanges(data: MessagePages, changes: readonly StatusChange[]): MessagePages {
  if (changes.length === 0) return data;
  const next = new Map(changes.map((change) => [change.id, change.status]));
  let changed = false;
  const pages = data.pages.map((page) => {
    let pageChanged = false;
    const messages = page.messages.map((message) => {
      const status = next.get(message.id);
      if (!status) return message;
      const upgraded = laterStatus(message.status, status);
      if (upgraded === message.status) return message;
      pageChanged = true;
      return { ...message, status: upgraded };
    });
    if (!pageChanged) return page;
    changed = true;
    return { ...page, messages };
  });
  return changed ? { ...data, pages } : data;
}
