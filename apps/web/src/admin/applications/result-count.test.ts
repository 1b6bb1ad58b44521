import { expect, it } from 'vitest';
import { resultCount } from './result-count';

it('gives the number of applications, or says a search lists only the first of more', () => {
  expect(resultCount({ totalApplication: 1 })).toBe('1 application');
  expect(resultCount({ totalApplication: 1000 })).toBe('1000 applications');
  expect(resultCount({ totalApplication: 1000, moreThan: true })).toBe(
    'More than 1,000 applications match; the first 1,000 are listed. Add a word to narrow the search.',
  );
});
