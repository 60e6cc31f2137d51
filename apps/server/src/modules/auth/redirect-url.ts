import type { Config } from '../../config.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where an email link or a sign-in may send the browser back to: only pages of this installation
 * (PUBLIC_URL's origin, or a path), plus localhost outside production for the Vite dev server. Anything
 * else is dropped, as GoTrue drops URLs outside its allow list, so our links never become open redirects.
 */
export function allowedRedirect(config: Pick<Config, 'publicUrl' | 'env'>, candidate: unknown) {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return undefined;
  if (candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.startsWith('/\\')) {
    return `${config.publicUrl}${candidate}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  if (url.origin === new URL(config.publicUrl).origin) return url.toString();
  if (config.env !== 'production' && LOCAL_HOSTS.has(url.hostname)) return url.toString();
  return undefined;
}

/** The allowed redirect, or this installation's page at `fallbackPath`. */
export function redirectOrDefault(
  config: Pick<Config, 'publicUrl' | 'env'>,
  candidate: unknown,
  fallbackPath: string,
): string {
  return allowedRedirect(config, candidate) ?? `${config.publicUrl}${fallbackPath}`;
}
