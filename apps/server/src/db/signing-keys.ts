import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { signingKeys } from './schema.ts';

/**
 * The key named `name`, made at first use (32 random bytes). Nodes starting together on an empty
 * database each try to insert one; the first insert wins and every node reads that one.
 */
export async function signingKey(db: Db, name: string): Promise<Uint8Array> {
  await db
    .insert(signingKeys)
    .values({ name, key: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.name, name));
  if (!row) throw new Error(`signing key ${name} could not be made`);
  return Buffer.from(row.key, 'base64url');
}
