import { describe, expect, it } from 'vitest';
import { ariaSort, isListedInOrder, nextSort, readListParams, writeListParams } from './list-params';

describe('readListParams and writeListParams', () => {
  it('round-trips the list state through the address', () => {
    const state = {
      page: 2,
      search: 'PH41',
      status: 'approved' as const,
      expiringWithin: 60,
      assignedTo: 'me',
      sort: 'name' as const,
    };
    const query = writeListParams(state);
    expect(query.toString()).toBe(
      'page=2&search=PH41&status=approved&expiringWithin=60&assignedTo=me&sort=name',
    );
    expect(readListParams(query)).toEqual(state);
  });

  it('leaves defaults out of the address', () => {
    expect(
      writeListParams({
        page: 1,
        search: '',
        status: '',
        expiringWithin: null,
        assignedTo: '',
        sort: '-createdAt',
      }).toString(),
    ).toBe('');
  });

  it('falls back to the defaults for anything malformed', () => {
    expect(
      readListParams(
        new URLSearchParams('page=-3&status=lost&search=%20%20&sort=age&expiringWithin=45&assignedTo=x'),
      ),
    ).toEqual({
      page: 1,
      search: '',
      status: '',
      expiringWithin: null,
      assignedTo: '',
      sort: '-createdAt',
    });
    expect(readListParams(new URLSearchParams('page=2.5'))).toEqual({
      page: 1,
      search: '',
      status: '',
      expiringWithin: null,
      assignedTo: '',
      sort: '-createdAt',
    });
  });
});

describe('nextSort and ariaSort', () => {
  it('flips the sorted column and starts another ascending, dates newest first', () => {
    expect(nextSort('-createdAt', 'name')).toBe('name');
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('name', 'createdAt')).toBe('-createdAt');
    expect(nextSort('-createdAt', 'createdAt')).toBe('createdAt');
  });

  it('sorts by the visa collect and approve dates, newest first at the first press', () => {
    expect(nextSort('-createdAt', 'pending')).toBe('-pending');
    expect(nextSort('-pending', 'pending')).toBe('pending');
    expect(nextSort('pending', 'approve')).toBe('-approve');
    expect(nextSort('-approve', 'approve')).toBe('approve');
    expect(ariaSort('-approve', 'approve')).toBe('descending');
    expect(ariaSort('-approve', 'pending')).toBe('none');
  });

  it('keeps a date order in the address', () => {
    const state = {
      page: 1,
      search: '',
      status: '' as const,
      expiringWithin: null,
      assignedTo: '',
      sort: '-approve' as const,
    };
    expect(writeListParams(state).toString()).toBe('sort=-approve');
    expect(readListParams(writeListParams(state))).toEqual(state);
  });

  it('sorts by the nearest deadline one way only, a second press back to the default', () => {
    expect(nextSort('name', 'deadline')).toBe('deadline');
    expect(nextSort('deadline', 'deadline')).toBe('-createdAt');
    expect(ariaSort('deadline', 'deadline')).toBe('ascending');
  });

  it('says which column is sorted which way', () => {
    expect(ariaSort('-status', 'status')).toBe('descending');
    expect(ariaSort('status', 'status')).toBe('ascending');
    expect(ariaSort('status', 'name')).toBe('none');
  });
});

describe('the assignee filter in the address', () => {
  it('keeps me, none and a user id, and reads anything else as anyone', () => {
    const read = (value: string) => readListParams(new URLSearchParams({ assignedTo: value })).assignedTo;
    expect(read('me')).toBe('me');
    expect(read('none')).toBe('none');
    expect(read('0123456789abcdef01234567')).toBe('0123456789abcdef01234567');
    for (const bad of ['ME', 'someone', '0123', 'me\u0000']) expect(read(bad)).toBe('');
  });
});

describe('isListedInOrder', () => {
  const list = {
    page: 1,
    search: '',
    status: '' as const,
    expiringWithin: null,
    assignedTo: '',
    sort: 'name' as const,
  };
  it('keeps the order unless more match than are listed, but for expiring within by deadline', () => {
    expect(isListedInOrder(list, undefined)).toBe(true);
    expect(isListedInOrder(list, true)).toBe(false);
    expect(isListedInOrder({ ...list, expiringWithin: 30, sort: 'deadline' }, true)).toBe(true);
    expect(isListedInOrder({ ...list, expiringWithin: 30, sort: 'deadline', search: 'khan' }, true)).toBe(
      false,
    );
    expect(isListedInOrder({ ...list, expiringWithin: 30 }, true)).toBe(false);
  });
});
