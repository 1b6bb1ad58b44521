import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TEST_PASSWORD_HASH } from '../test/test-app.ts';
import { generatePassword, hashPassword, isCurrentHash, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies', async () => {
    const a = await hashPassword('s3cret-pass');
    const b = await hashPassword('s3cret-pass');
    expect(a).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(isCurrentHash(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(await verifyPassword('s3cret-pass', a)).toBe(true);
    expect(await verifyPassword('s3cret-pasS', a)).toBe(false);
    expect(await verifyPassword('s3cret-pass', 'garbage')).toBe(false);
  });

  it('queues a burst of hashes (one per core at a time) and answers every one, failures included', async () => {
    const bad = 'scrypt$3$8$1$c2FsdA==$aGFzaA==';
    const results = await Promise.allSettled([
      ...Array.from({ length: 6 }, (_, i) => hashPassword(`burst-${i}`)),
      verifyPassword('x', bad),
      verifyPassword('x', bad),
    ]);
    expect(results.slice(0, 6).every((r) => r.status === 'fulfilled')).toBe(true);
    expect(results.slice(6).every((r) => r.status === 'rejected')).toBe(true);
    const hash = await hashPassword('after-the-burst');
    expect(await verifyPassword('after-the-burst', hash)).toBe(true);
  });

  it.each([
    [1 << 15, 8, 1],
    [1 << 14, 8, 5],
  ])('verifies a hash of older parameters N=%i r=%i p=%i, which is not current', async (N, r, p) => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('old-pass', salt, 64, { N, r, p, maxmem: 64 << 20 });
    const older = ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
    expect(await verifyPassword('old-pass', older)).toBe(true);
    expect(isCurrentHash(older)).toBe(false);
    expect(isCurrentHash('garbage')).toBe(false);
  });

  it('refuses a stored hash that asks for more memory than the work area, without computing it', async () => {
    const greedy = ['scrypt', 1 << 18, 8, 1, 'c2FsdA==', 'aGFzaA=='].join('$');
    await expect(verifyPassword('x', greedy)).rejects.toThrow(/memory/i);
  });

  it('holds the tests’ pre-made hash of TEST_PASSWORD to today’s parameters', async () => {
    expect(isCurrentHash(TEST_PASSWORD_HASH)).toBe(true);
    expect(await verifyPassword(TEST_PASSWORD, TEST_PASSWORD_HASH)).toBe(true);
  });

  it('generates strong passwords', () => {
    const p = generatePassword();
    expect(p).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(p);
  });
});
