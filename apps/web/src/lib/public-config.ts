/** The public (anonymous) API key, written into index.html by the server that serves the app. */
export function readAnonKey(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="reelhire:anon-key"]')?.content ?? '';
}
