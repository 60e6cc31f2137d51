import type { MessageStatus } from '@reelhire/shared/chat-messages';
import { laterStatus } from './message-status';

export type ReceiptStatus = Extract<MessageStatus, 'delivered' | 'read'>;
export type SendReceipt = (status: ReceiptStatus) => Promise<void>;

interface Line {
  tail: Promise<void>;
  /** The receipt waiting to go (the strongest asked for), or null. */
  waiting: ReceiptStatus | null;
  send: SendReceipt;
}

/**
 * Bulk receipts of one sender's messages in one room go out one at a time, in order, so a 'delivered'
 * never lands after the 'read' that followed it. Receipts asked for while one waits merge into it: a bulk
 * receipt covers every message the sender has at the moment it is stored, and the list, the page and a
 * popup of the same room may all ask at once.
 */
export class ReceiptQueue {
  private readonly lines = new Map<string, Line>();

  private readonly log: (message: string, detail: unknown) => void;

  constructor(log: (message: string, detail: unknown) => void = console.warn) {
    this.log = log;
  }

  request(room: string, senderId: string, status: ReceiptStatus, send: SendReceipt): void {
    const key = `${room}\u0000${senderId}`;
    let line = this.lines.get(key);
    if (!line) {
      line = { tail: Promise.resolve(), waiting: null, send };
      this.lines.set(key, line);
    }
    line.send = send;
    if (line.waiting) {
      line.waiting = laterStatus(line.waiting, status) as ReceiptStatus;
      return;
    }
    line.waiting = status;
    const current = line;
    current.tail = current.tail.then(async () => {
      const next = current.waiting!;
      current.waiting = null;
      try {
        await current.send(next);
      } catch (error) {
        // docs/product.md §8: status storing failures are logged silently.
        this.log(`Marking messages ${next} failed`, error);
      }
    });
  }

  /** Resolves once every receipt asked for so far has been sent (tests). */
  async settled(): Promise<void> {
    await Promise.all([...this.lines.values()].map((line) => line.tail));
  }
}

/** The app's one queue: every view of a room shares it. */
export const receiptQueue = new ReceiptQueue();
