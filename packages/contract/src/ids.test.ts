import { describe, expect, it } from 'vitest';
import { IdParamsSchema } from './ids.ts';

describe('IdParamsSchema', () => {
  it('accepts 24 lowercase hex characters', () => {
    expect(IdParamsSchema.safeParse({ id: '6b022c19c6b4184ef7afd4d4' }).success).toBe(true);
  });
  it.each([
    '',
    '123',
    '6B022C19C6B4184EF7AFD4D4',
    '6b022c19c6b4184ef7afd4d4a',
    'zzzzzzzzzzzzzzzzzzzzzzzz',
    "6b022c19c6b4184ef7afd4' OR 1=1",
  ])('refuses %j with Invalid ID format.', (id) => {
    expect(IdParamsSchema.safeParse({ id }).error?.issues[0]?.message).toBe('Invalid ID format.');
  });
});
