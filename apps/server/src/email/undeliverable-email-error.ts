/**
 * An email that no retry can deliver: its data does not fit its template, its type is unknown, or the mail
 * server refused the recipient for good. The worker marks it failed at once instead of retrying.
 */
export class UndeliverableEmailError extends Error {
  override readonly name = 'UndeliverableEmailError';
}
