/**
 * The shape of a policy page. Policies are data so that one component renders all three, and so that a
 * test can check every table-of-contents link against the sections that exist.
 */

/** A run of text inside a paragraph or list item: plain, emphasised, or a link. */
export type Inline = string | { strong: string } | { text: string; href: string };

/** Plain text, or text mixed with emphasis and links. */
export type RichText = string | readonly Inline[];

export type LegalBlock = { kind: 'paragraph'; text: RichText } | { kind: 'list'; items: readonly RichText[] };

export interface LegalSection {
  /** Anchor id used by the table of contents; unique within its document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocumentContent {
  /** The page heading; the same text as the route's title in the shared route table. */
  title: string;
  /** One or two sentences under the heading saying what the document covers. */
  summary: string;
  /** ISO date (YYYY-MM-DD) the document last changed. */
  lastUpdated: string;
  sections: readonly LegalSection[];
}

/** All three policies were last revised together. */
export const LEGAL_LAST_UPDATED = '2026-11-21';

export const SUPPORT_EMAIL = 'support@reelhire.test';

export const paragraph = (...text: Inline[]): LegalBlock => ({
  kind: 'paragraph',
  text: text.length === 1 && typeof text[0] === 'string' ? text[0] : text,
});
export const list = (...items: RichText[]): LegalBlock => ({ kind: 'list', items });
export const link = (text: string, href: string): Inline => ({ text, href });
export const strong = (text: string): Inline => ({ strong: text });
export const supportEmailLink = (): Inline => link(SUPPORT_EMAIL, `mailto:${SUPPORT_EMAIL}`);
