// How the talent search folds text, in one place: the database's generated search column applies the
// same letters with PostgreSQL's translate(), and the server folds the search words with foldForSearch,
// so "Ines" finds "Inès" both ways. Changing these letters changes the column: it needs a migration.

/** Accented Latin letters (lower case) that fold to a plain letter. */
export const SEARCH_FOLD_FROM = 'àáâãäåāăąçćčďèéêëēėęěğìíîïīįıłñńňòóôõöøōőřśšşţťùúûüūůűųýÿźżž';

/** Letters that do not decompose into letter + accent in Unicode, so NFD alone would keep them. */
const UNDECOMPOSED: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o' };

export const SEARCH_FOLD_TO = [...SEARCH_FOLD_FROM]
  .map((letter) => UNDECOMPOSED[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, ''))
  .join('');

const folds = new Map([...SEARCH_FOLD_FROM].map((letter, i) => [letter, SEARCH_FOLD_TO[i]!]));

/** Lower case with the accents above removed, as the search column stores words. */
export function foldForSearch(text: string): string {
  return [...text.toLowerCase()].map((letter) => folds.get(letter) ?? letter).join('');
}

/** The words of a search, folded, at most `max` of them (each becomes a prefix match). */
export function searchWords(text: string, max = 8): string[] {
  const words = foldForSearch(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)].slice(0, max);
}
