import { expect, it } from 'vitest';
import { planSearch } from './search-terms.ts';

// A word of letters then digits is looked up from the letter before its first digit, and
// filtered whole; search.test.ts finds such words on both engines.
it('looks up a word of letters then digits from its digits, and keeps the whole word as a filter', () => {
  expect(planSearch('applicant5000@')).toMatchObject({
    indexed: ['%t5000%'],
    filters: ['%applicant5000%'],
  });
  expect(planSearch('es7654 jose')).toMatchObject({
    indexed: ['%s7654%', '%jose%'],
    filters: ['%es7654%'],
  });
  // Digits first, too few letters before them, or no trigram after: the word as it is.
  expect(planSearch('3520-1234')).toMatchObject({ indexed: ['%3520-1234%'], filters: [] });
  expect(planSearch('a1234')).toMatchObject({ indexed: ['%a1234%'], filters: [] });
  expect(planSearch('abcd1')).toMatchObject({ indexed: ['%abcd1%'], filters: [] });
});

// Five digits in a row: the term is looked up by its digits' five-grams, every word a filter
// (a run of digits has few trigrams); search.test.ts finds such terms on both engines.
it('looks up a term with five digits in a row by those digits, every word a filter', () => {
  expect(planSearch('355000')).toEqual({
    kind: 'words',
    indexed: [],
    filters: ['%355000%'],
    name: '355000',
    passport: '355000',
    digits: '355000',
  });
  expect(planSearch('es7654321 jose')).toMatchObject({
    indexed: [],
    filters: ['%es7654321%', '%jose%'],
    digits: 'es7654321',
  });
  // A passport typed in groups is one word, and its digits are in a row.
  expect(planSearch('pk 12 34 56 78')).toMatchObject({ filters: ['%pk12345678%'], digits: 'pk12345678' });
  // Four digits in a row at most: no five-gram, the trigram index as for any word.
  expect(planSearch('3520-1234')).not.toHaveProperty('digits');
  expect(planSearch('1234 5678')).not.toHaveProperty('digits');
});
