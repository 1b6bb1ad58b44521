import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from './list-params';

describe('readListParams and writeListParams', () => {
  it('round-trips the list state through the address', () => {
    const state = { page: 2, search: 'PH41', status: 'approved' as const };
    const query = writeListParams(state);
    expect(query.toString()).toBe('page=2&search=PH41&status=approved');
    expect(readListParams(query)).toEqual(state);
  });

  it('leaves defaults out of the address', () => {
    expect(writeListParams({ page: 1, search: '', status: '' }).toString()).toBe('');
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(readListParams(new URLSearchParams('page=-3&status=lost&search=%20%20'))).toEqual({
      page: 1,
      search: '',
      status: '',
    });
    expect(readListParams(new URLSearchParams('page=2.5'))).toEqual({ page: 1, search: '', status: '' });
  });
});
