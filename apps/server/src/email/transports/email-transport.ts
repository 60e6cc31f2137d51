/** One rendered email on its way out. */
export interface OutgoingEmail {
  /** The outbox row this message delivers. */
  outboxId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Where rendered emails go: a real mail server (SMTP) or the embedded dev mailbox. */
export interface EmailTransport {
  readonly kind: 'smtp' | 'dev-mailbox';
  /** Resolves with the transport's id for the message once it was accepted; throws when it was not. */
  send(email: OutgoingEmail): Promise<{ messageId: string }>;
  close(): Promise<void>;
}
