import { expect, it } from 'vitest';
import { planSearch } from './search-terms.ts';

// A word of letters then digits is looked up from the letter before its first digit, and
// filtered whole (decision 132); applications.search.test.ts finds such words on both engines.
it('looks up a word of letters then digits from its digits, and keeps the whole word as a filter', () => {
  expect(planSearch('applicant500000@')).toMatchObject({
    indexed: ['%t500000%'],
    filters: ['%applicant500000%'],
  });
  expect(planSearch('es7654321 jose')).toMatchObject({
    indexed: ['%s7654321%', '%jose%'],
    filters: ['%es7654321%'],
  });
  // Digits first, too few letters before them, or no trigram after: the word as it is.
  expect(planSearch('35202-1234567')).toMatchObject({ indexed: ['%35202-1234567%'], filters: [] });
  expect(planSearch('a1234567')).toMatchObject({ indexed: ['%a1234567%'], filters: [] });
  expect(planSearch('abcd1')).toMatchObject({ indexed: ['%abcd1%'], filters: [] });
});
