import type { Config } from '../../config.ts';
import type { AuthSecrets } from './issue-session.ts';

/** What signs and checks access tokens: the JWT secret, and this installation's auth URL as issuer. */
export function authSecretsFrom(config: Config): AuthSecrets {
  return { jwtSecret: config.jwtSecret, issuer: `${config.publicUrl}/api/auth/v1` };
}
