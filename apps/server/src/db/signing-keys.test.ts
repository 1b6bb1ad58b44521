import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { signingKeys } from './schema.ts';
import { signingKey } from './signing-keys.ts';

const t = useTestApp();

describe('signing keys', () => {
  it('makes a key once and gives the same one to every later caller (each node, each start)', async () => {
    const first = await signingKey(t.app.db, 'test-key');
    expect(first).toHaveLength(32);
    const [again, concurrent] = await Promise.all([
      signingKey(t.app.db, 'test-key'),
      signingKey(t.app.db, 'test-key'),
    ]);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(concurrent).equals(Buffer.from(first))).toBe(true);
    expect(await t.app.db.select().from(signingKeys).where(eq(signingKeys.name, 'test-key'))).toHaveLength(1);
  });

  it('keeps the printouts key in the database, apart from any other name', async () => {
    const printout = await signingKey(t.app.db, 'printout');
    const other = await signingKey(t.app.db, 'another');
    expect(Buffer.from(printout).equals(Buffer.from(other))).toBe(false);
    const [row] = await t.app.db.select().from(signingKeys).where(eq(signingKeys.name, 'printout'));
    expect(Buffer.from(row?.key ?? '', 'base64url').equals(Buffer.from(printout))).toBe(true);
  });
});
