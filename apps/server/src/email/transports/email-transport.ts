/** One rendered email on its way out. */
export interface OutgoingEmail {
  /** The outbox row this message delivers. */
  outboxId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * The one-click unsubscribe link of a notification email the recipient may turn off (decision 0063):
   * sent as `List-Unsubscribe` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  unsubscribeUrl?: string | undefined;
}

/** Where rendered emails go: a real mail server (SMTP) or the embedded dev mailbox. */
export interface EmailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves with the transport's id for the message once it was accepted; throws when it was not. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
