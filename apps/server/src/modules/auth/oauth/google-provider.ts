import * as oidc from 'openid-client';

/** Google as an OpenID Connect provider (or any provider at GOOGLE_ISSUER, e.g. a test one). */
export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuer: string;
}

/** The ID token claims sign-in uses; the token's signature, issuer, audience and nonce are checked. */
export interface GoogleIdentity {
  sub: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  givenName: string | undefined;
  familyName: string | undefined;
  picture: string | undefined;
  issuer: string;
}

export interface AuthorizationUrlParams {
  redirectUri: string;
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Passed through from the client (prompt, login_hint, hd). */
  extra: Record<string, string>;
}

export interface CodeExchangeParams {
  /** Our callback URL with the query the provider sent back. */
  callbackUrl: URL;
  codeVerifier: string;
  state: string;
  nonce: string;
}

export interface GoogleProvider {
  authorizationUrl(params: AuthorizationUrlParams): Promise<URL>;
  exchangeCode(params: CodeExchangeParams): Promise<GoogleIdentity>;
}

const SCOPE = 'openid email profile';

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function googleProvider(settings: GoogleSettings): GoogleProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  // Discovery runs once; a failure (provider unreachable) is not cached, so the next sign-in retries.
  const configure = () => {
    configuration ??= (async () => {
      const issuer = new URL(settings.issuer);
      // Google is https; plain http is only for a local test provider.
      const execute = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      const config = await oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: [...execute, oidc.enableNonRepudiationChecks],
        timeout: 10,
      });
      return config;
    })().catch((error: unknown) => {
      configuration = undefined;
      throw error;
    });
    return configuration;
  };

  return {
    async authorizationUrl({ redirectUri, state, nonce, codeVerifier, extra }) {
      const config = await configure();
      return oidc.buildAuthorizationUrl(config, {
        ...extra,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      });
    },

    async exchangeCode({ callbackUrl, codeVerifier, state, nonce }) {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: codeVerifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider sent no ID token');
      return {
        sub: claims.sub,
        email: text(claims.email)?.toLowerCase(),
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        name: text(claims.name),
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        picture: text(claims.picture),
        issuer: claims.iss,
      };
    },
  };
}
