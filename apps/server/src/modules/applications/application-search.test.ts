import { expect, it } from 'vitest';
import { FAR_OFFSET, farPageRead } from './application-search.ts';

// The end a far page is read from (decision 71); applications.paging.test.ts checks the pages
// themselves against the database on both engines.
it('reads a far page from the nearer end, and nothing past the end', () => {
  const total = 10_000;
  expect(farPageRead(FAR_OFFSET, 10, total)).toEqual({ from: 'newest' });
  // As many rows after the page as before it (4,995): still from the newest row.
  expect(farPageRead(4_995, 10, total)).toEqual({ from: 'newest' });
  // One row further: 4,994 rows after the page, fewer than the 4,996 before it.
  expect(farPageRead(4_996, 10, total)).toEqual({ from: 'oldest', offset: 4_994, limit: 10 });
  expect(farPageRead(9_990, 10, total)).toEqual({ from: 'oldest', offset: 0, limit: 10 });
  // A last page shorter than the limit reads only its own rows.
  expect(farPageRead(9_995, 10, total)).toEqual({ from: 'oldest', offset: 0, limit: 5 });
  expect(farPageRead(total, 10, total)).toEqual({ from: 'none' });
  expect(farPageRead(50_000, 10, total)).toEqual({ from: 'none' });
});
