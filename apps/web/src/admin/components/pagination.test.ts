import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, pageLabel } from './pagination';

describe('pageLabel', () => {
  it('reads Page X of Y', () => {
    expect(pageLabel(2, 3)).toBe('Page 2 of 3');
    expect(pageLabel(1, 1)).toBe('Page 1 of 1');
  });

  it('never reads "of 0" for an empty result', () => {
    expect(pageLabel(1, 0)).toBe('Page 1 of 1');
    expect(pageLabel(4, 0)).toBe('Page 1 of 1');
  });

  it('keeps the page within the pages that exist', () => {
    expect(pageLabel(9, 3)).toBe('Page 3 of 3');
    expect(pageLabel(0, 3)).toBe('Page 1 of 3');
  });
});

describe('hasNextPage and hasPreviousPage', () => {
  it('disables Next on the last page and when there are no results', () => {
    expect(hasNextPage(1, 3)).toBe(true);
    expect(hasNextPage(3, 3)).toBe(false);
    expect(hasNextPage(1, 0)).toBe(false);
  });

  it('disables Prev on the first page', () => {
    expect(hasPreviousPage(1)).toBe(false);
    expect(hasPreviousPage(2)).toBe(true);
  });
});
