import { foldForSearch, SEARCH_FOLD_FROM, SEARCH_FOLD_TO, searchWords } from './search-text.ts';

describe('search text', () => {
  test('the folding table maps letter for letter, as translate() needs', () => {
    expect([...SEARCH_FOLD_TO]).toHaveLength([...SEARCH_FOLD_FROM].length);
    expect(SEARCH_FOLD_TO).toMatch(/^[a-z]+$/);
  });

  test('folds case and accents', () => {
    expect(foldForSearch('Inès Moreau')).toBe('ines moreau');
    expect(foldForSearch('Łódź, ZÜRICH, Søren')).toBe('lodz, zurich, soren');
  });

  test('splits a search into distinct words, punctuation dropped, at most eight', () => {
    expect(searchWords('  Inès   Moreau, DoP -- 1st AC!! ')).toEqual(['ines', 'moreau', 'dop', '1st', 'ac']);
    expect(searchWords("director director o'brien")).toEqual(['director', 'o', 'brien']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    // Nothing here can break out of to_tsquery's syntax.
    expect(searchWords("x:* & !y | (z) <-> 'w'")).toEqual(['x', 'y', 'z', 'w']);
    expect(searchWords('  ,;  ')).toEqual([]);
  });
});
