import { isObjectId } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { newObjectId } from './object-id.ts';

describe('newObjectId', () => {
  it('makes 24 lowercase hex characters the contract accepts', () => {
    const id = newObjectId();
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(isObjectId(id)).toBe(true);
  });

  it('orders ids by creation time, and is unique within a second', () => {
    const ids = Array.from({ length: 5000 }, () => newObjectId());
    expect(new Set(ids).size).toBe(ids.length);
    expect(newObjectId(Date.parse('2030-01-01')) > newObjectId(Date.parse('2029-01-01'))).toBe(true);
    expect(newObjectId(Date.parse('2030-01-01')).slice(0, 8)).toBe(
      (Date.parse('2030-01-01') / 1000).toString(16),
    );
  });
});
