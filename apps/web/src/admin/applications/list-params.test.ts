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
  // [sorted now, column pressed, sorted next]: another column starts ascending, a date column
  // newest first; the sorted column flips; the nearest deadline goes one way, then back.
  it.each([
    ['-createdAt', 'name', 'name'],
    ['name', 'name', '-name'],
    ['-name', 'name', 'name'],
    ['name', 'createdAt', '-createdAt'],
    ['-createdAt', 'createdAt', 'createdAt'],
    ['-createdAt', 'pending', '-pending'],
    ['-pending', 'pending', 'pending'],
    ['pending', 'approve', '-approve'],
    ['-approve', 'approve', 'approve'],
    ['name', 'deadline', 'deadline'],
    ['deadline', 'deadline', '-createdAt'],
  ] as const)('sorted by %s, a press on %s sorts by %s', (sorted, column, next) => {
    expect(nextSort(sorted, column)).toBe(next);
  });

  it.each([
    ['-approve', 'approve', 'descending'],
    ['-approve', 'pending', 'none'],
    ['deadline', 'deadline', 'ascending'],
    ['-status', 'status', 'descending'],
    ['status', 'status', 'ascending'],
    ['status', 'name', 'none'],
  ] as const)('sorted by %s, the %s column says %s', (sorted, column, said) => {
    expect(ariaSort(sorted, column)).toBe(said);
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
});

describe('the list of what applicants sent', () => {
  it('keeps "sent by the applicant" in the address, and leaves it out when off', () => {
    const on = readListParams(new URLSearchParams('fromApplicant=1&status=pending'));
    expect(on.fromApplicant).toBe(true);
    expect(writeListParams(on).toString()).toBe('status=pending&fromApplicant=1');
    const off = readListParams(new URLSearchParams('fromApplicant=yes'));
    expect(off.fromApplicant).toBeUndefined();
    expect(writeListParams(off).toString()).toBe('');
  });
});

describe('isListedInOrder', () => {
  const list = readListParams(new URLSearchParams('expiringWithin=30&sort=deadline'));
  it('trusts the order of a list that lists every match', () => {
    expect(isListedInOrder({ ...list, search: 'smith', sort: 'name' }, false)).toBe(true);
  });
  it('trusts only "expiring within" by deadline when more match than are listed', () => {
    expect(isListedInOrder(list, true)).toBe(true);
    expect(isListedInOrder({ ...list, search: 'smith' }, true)).toBe(false);
    expect(isListedInOrder({ ...list, sort: 'name' }, true)).toBe(false);
    expect(isListedInOrder({ ...list, expiringWithin: null }, true)).toBe(false);
  });
});
