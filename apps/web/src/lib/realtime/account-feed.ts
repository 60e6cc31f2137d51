import type { MessageRecord } from '@reelhire/shared/chat-messages';
import type { NotificationPush } from '@reelhire/shared/notifications';

/**
 * The signed-in account's own feed (decision 0017): every new message addressed to the viewer, wherever
 * they are in the app, joined by the server from the token. `roomOpen` says whether a subscriber holds
 * that room's channel (an open conversation or the live list), which then handles it itself.
 */
export interface AccountHandlers {
  onMessage?(message: MessageRecord, context: { roomOpen: boolean }): void;
  /** A new in-app notification with the viewer's unread count (decision 0062). */
  onNotification?(push: NotificationPush): void;
}

/** How many message ids the account feed remembers to hand each message over once. */
const ACCOUNT_SEEN_LIMIT = 500;

/** The account feed's watchers; each message reaches them once (by id). */
export class AccountFeed {
  private readonly watchers = new Set<AccountHandlers>();
  private readonly seen = new Set<string>();

  get size(): number {
    return this.watchers.size;
  }

  add(handlers: AccountHandlers): void {
    this.watchers.add(handlers);
  }

  /** Whether the handlers were watching. */
  delete(handlers: AccountHandlers): boolean {
    return this.watchers.delete(handlers);
  }

  deliverNotification(push: NotificationPush): void {
    for (const watcher of [...this.watchers]) watcher.onNotification?.(push);
  }

  deliver(message: MessageRecord, roomOpen: boolean): void {
    if (this.watchers.size === 0 || this.seen.has(message.id)) return;
    this.seen.add(message.id);
    if (this.seen.size > ACCOUNT_SEEN_LIMIT) {
      this.seen.delete(this.seen.values().next().value!);
    }
    for (const watcher of [...this.watchers]) watcher.onMessage?.(message, { roomOpen });
  }
}
