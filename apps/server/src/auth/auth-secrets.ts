import type { Config } from '../config.ts';

export interface AuthSecrets {
  jwtSecret: string;
  /** `${PUBLIC_URL}/api/auth/v1`: the JWT issuer. */
  issuer: string;
}

/** What signs and checks access tokens: the JWT secret, and this installation's auth URL as issuer. */
export function authSecretsFrom(config: Config): AuthSecrets {
  return { jwtSecret: config.jwtSecret, issuer: `${config.publicUrl}/api/auth/v1` };
}
