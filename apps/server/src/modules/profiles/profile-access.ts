import type { User } from '../../db/schema/auth.ts';
import { HttpError } from '../../http/errors.ts';

// docs/product.md §6: the role comes from user_type. A 'both' account keeps a filmmaker and a client profile;
// nobody else gets the other role's record, whatever they send.

export function assertFilmmakerAccount(user: User): void {
  const type = user.userMetadata.user_type;
  if (type !== 'filmmaker' && type !== 'both') {
    throw new HttpError(403, 'Only filmmaker accounts have a filmmaker profile');
  }
}

export function assertClientAccount(user: User): void {
  const type = user.userMetadata.user_type;
  if (type !== 'client' && type !== 'both') {
    throw new HttpError(403, 'Only client accounts have a client profile');
  }
}

/** The names given at sign-up, to start a new profile with. */
export function signUpNames(user: User): { firstName: string; lastName: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 60) : '');
  return { firstName: text(user.userMetadata.first_name), lastName: text(user.userMetadata.last_name) };
}
