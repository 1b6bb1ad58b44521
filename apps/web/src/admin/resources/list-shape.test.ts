import { describe, expect, it } from 'vitest';
import { clientPage, pagedList, plainList, readPage } from './list-shape';

const a = { _id: 'a' };
const b = { _id: 'b' };

describe('plainList', () => {
  it('takes a plain-array answer whole, as one page', () => {
    expect(plainList([a, b])).toEqual({ items: [a, b], totalPages: 1 });
  });

  it('reads anything else as an empty list', () => {
    expect(plainList({ items: [a] })).toEqual({ items: [], totalPages: 1 });
    expect(plainList(null)).toEqual({ items: [], totalPages: 1 });
  });
});

describe('pagedList', () => {
  const designations = pagedList('designations');

  it('reads `{designations, totalPages}`', () => {
    expect(designations({ designations: [a], totalPages: 3 })).toEqual({ items: [a], totalPages: 3 });
  });

  it('never reports fewer than one page (the spec starts at 1)', () => {
    expect(designations({ designations: [], totalPages: 0 })).toEqual({ items: [], totalPages: 1 });
    expect(designations({})).toEqual({ items: [], totalPages: 1 });
    expect(designations(undefined)).toEqual({ items: [], totalPages: 1 });
  });
});

describe('clientPage', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);

  it('cuts a whole list into pages of the given size', () => {
    expect(clientPage(items, 1, 10)).toEqual({ items: items.slice(0, 10), totalPages: 3, page: 1 });
    expect(clientPage(items, 3, 10)).toEqual({ items: [20, 21, 22], totalPages: 3, page: 3 });
  });

  it('keeps the page within the pages that exist', () => {
    expect(clientPage(items, 9, 10).page).toBe(3);
    expect(clientPage(items, 0, 10).page).toBe(1);
    expect(clientPage([], 2, 10)).toEqual({ items: [], totalPages: 1, page: 1 });
  });
});

describe('readPage', () => {
  it('reads a positive whole page number from the address, else 1', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('x')).toBe(1);
  });
});
