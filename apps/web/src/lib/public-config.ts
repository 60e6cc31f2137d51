/** The public (anonymous) API key, written into index.html by the server that serves the app. */
export function readAnonKey(doc?: Document): string {
  // On the server (decision 0080) its own transport adds the key.
  const page = doc ?? (typeof document === 'undefined' ? undefined : document);
  return page?.querySelector<HTMLMetaElement>('meta[name="reelhire:anon-key"]')?.content ?? '';
}
