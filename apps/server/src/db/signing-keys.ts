import { hkdfSync, randomBytes } from 'node:crypto';
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

/**
 * A key made of a database key and the server's secret (JWT_SECRET, kept outside the database):
 * for what only lives minutes (one-time codes and the passes around them), which a reader of the
 * database must not be able to test or forge. Printouts, which must outlive a change of that
 * secret, keep their database key alone.
 */
export function withServerSecret(databaseKey: Uint8Array, serverSecret: Uint8Array): Uint8Array {
  return new Uint8Array(
    hkdfSync('sha256', Buffer.concat([databaseKey, serverSecret]), 'visadesk', 'with-server-secret', 32),
  );
}
