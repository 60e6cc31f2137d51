/**
 * A cookie the app writes for the server to read when it draws a page (decision 0084): the whole site,
 * sent on same-site requests and top-level navigations only, over HTTPS only where the page is. A
 * `maxAgeSeconds` of 0 removes it.
 */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}
