import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with scrypt and a per-user salt, and verifies', async () => {
    const a = await hashPassword('s3cret-pass');
    const b = await hashPassword('s3cret-pass');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
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

  it('generates strong passwords', () => {
    const p = generatePassword();
    expect(p).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(generatePassword()).not.toBe(p);
  });
});
