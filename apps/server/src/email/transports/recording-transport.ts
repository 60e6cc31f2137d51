import type { EmailTransport, OutgoingEmail } from './email-transport.ts';

export interface RecordingTransport extends EmailTransport {
  /** Every email handed over successfully, in order. */
  sent: OutgoingEmail[];
  /** How many send() calls there were, successful or not. */
  calls: number;
  closed: boolean;
}

/** A transport for worker tests: records what it was given; `behaviour` may delay or throw. */
export function recordingTransport(
  behaviour?: (email: OutgoingEmail, call: number) => Promise<void> | void,
): RecordingTransport {
  const transport: RecordingTransport = {
    kind: 'smtp',
    sent: [],
    calls: 0,
    closed: false,
    async send(email) {
      transport.calls += 1;
      await behaviour?.(email, transport.calls);
      transport.sent.push(email);
      return { messageId: `<${email.outboxId}@test.reelhire>` };
    },
    async close() {
      transport.closed = true;
    },
  };
  return transport;
}
