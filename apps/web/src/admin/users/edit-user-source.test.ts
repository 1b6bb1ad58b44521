import { describe, expect, it } from 'vitest';
import { editUserSource } from './edit-user-source';

const user = {
  _id: '0123456789abcdef01234567',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'staff',
  updatedAt: '2026-11-24T01:00:00.000Z',
};

describe('editUserSource', () => {
  it('prefers the record passed in navigation state', () => {
    expect(editUserSource({ user }, 'ffffffffffffffffffffffff')).toEqual({ kind: 'state', user });
  });

  it('falls back to the id in the address when the state is missing or malformed', () => {
    expect(editUserSource(null, user._id)).toEqual({ kind: 'id', id: user._id });
    expect(editUserSource({ user: { name: 'no id' } }, user._id)).toEqual({ kind: 'id', id: user._id });
  });

  it('has no source with neither, so the screen redirects to the list', () => {
    expect(editUserSource(undefined, null)).toEqual({ kind: 'none' });
    expect(editUserSource({}, '')).toEqual({ kind: 'none' });
  });
});
