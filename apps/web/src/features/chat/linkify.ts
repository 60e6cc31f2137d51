/**
 * Splits chat text into plain runs and links (docs/decisions/0058). Only web addresses
 * (http, https, or a bare `www.`) and e-mail addresses (bare or `mailto:`) become links; every other
 * scheme (javascript:, data:, vbscript:, file:, …) stays text. The caller renders the parts as React
 * elements, so nothing here is ever parsed as HTML.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

// A candidate starts with http(s):// or www. (not inside a word), mailto: or a bare address. Its body stops
// at white space, angle brackets, quotes, backslashes and control characters; no alternative can
// backtrack more than linearly, so a long hostile message costs nothing.
const CANDIDATE =
  /\b(?:https?:\/\/|www\.)[^\s<>"`\\\p{Cc}]+|\bmailto:[^\s<>"`\\\p{Cc}]+|(?<![A-Za-z0-9._%+-])[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}/giu;

const EMAIL = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
const TRAILING_PUNCTUATION = /[.,;:!?'*_~]$/;
const CLOSERS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops sentence punctuation and unmatched closing brackets from the end ("(see https://a.io/x)."). */
function trimEnd(candidate: string): string {
  const open: Record<string, number> = {};
  const close: Record<string, number> = {};
  for (const [closer, opener] of Object.entries(CLOSERS)) {
    open[closer] = count(candidate, opener);
    close[closer] = count(candidate, closer);
  }
  let end = candidate.length;
  while (end > 0) {
    const last = candidate[end - 1]!;
    if (TRAILING_PUNCTUATION.test(last)) end -= 1;
    else if (last in CLOSERS && close[last]! > open[last]!) {
      close[last]! -= 1;
      end -= 1;
    } else break;
  }
  return candidate.slice(0, end);
}

/** The address a candidate links to, or null when it is not a safe, well-formed one. */
export function safeHref(candidate: string): string | null {
  const lower = candidate.toLowerCase();
  let raw: string;
  if (lower.startsWith('http://') || lower.startsWith('https://')) raw = candidate;
  else if (lower.startsWith('www.')) raw = `https://${candidate}`;
  else if (lower.startsWith('mailto:')) {
    const address = candidate.slice('mailto:'.length).split('?')[0] ?? '';
    if (!EMAIL.test(address)) return null;
    raw = candidate;
  } else if (EMAIL.test(candidate)) raw = `mailto:${candidate}`;
  else return null;

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return url.href;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // A host needs a dot (or is localhost) and no credentials: "https://bank.com@evil.io" reads as the bank.
  if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
  if (url.username || url.password) return null;
  return url.href;
}

export function linkify(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let plainFrom = 0;
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    const candidate = trimEnd(match[0]);
    const href = candidate ? safeHref(candidate) : null;
    if (!href) continue;
    if (start > plainFrom) parts.push({ kind: 'text', text: text.slice(plainFrom, start) });
    parts.push({ kind: 'link', text: candidate, href });
    plainFrom = start + candidate.length;
  }
  if (plainFrom < text.length) parts.push({ kind: 'text', text: text.slice(plainFrom) });
  return parts;
}
