import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Db } from '../db/client.ts';
import { authTickets, refreshTokens } from '../db/schema.ts';
import { insertUser } from '../modules/users/users.repository.ts';
import { testConfig } from '../test/test-app.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { scheduleRefreshTokenSweep } from './refresh-token-sweep.ts';
import { insertRefreshToken } from './refresh-tokens.repository.ts';

type TestDatabase = Awaited<ReturnType<typeof openTestDatabase>>;
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = { info() {}, warn() {} } as never;

/** One row of each kind; answers the token hashes the sweep must keep. */
async function seedTokens(db: Db, tag: string) {
  const user = await insertUser(db, {
    name: 'Sweep User',
    email: `sweep-${tag}@example.test`,
    role: 'staff',
    passwordHash: 'x',
  });
  const now = Date.now();
  const add = async (name: string, expiresIn: number, changes: { usedAt?: Date; revokedAt?: Date } = {}) => {
    const tokenHash = `${tag}-${name}`;
    await insertRefreshToken(db, {
      userId: user._id,
      familyId: `${tag}-family-${name}`,
      tokenHash,
      expiresAt: new Date(now + expiresIn),
    });
    if (changes.usedAt || changes.revokedAt)
      await db.update(refreshTokens).set(changes).where(eq(refreshTokens.tokenHash, tokenHash));
  };
  await add('expired', -HOUR);
  await add('expired-long-ago', -30 * DAY);
  await add('revoked-two-days-ago', 5 * DAY, { revokedAt: new Date(now - 2 * DAY) });
  await add('live', 7 * DAY);
  // A spent token stays until it expires: presenting it again is how theft is recognised.
  await add('spent', 6 * DAY, { usedAt: new Date(now - HOUR) });
  // A token revoked within the day stays, so a late replay still reads as a revoked session.
  await add('revoked-an-hour-ago', 6 * DAY, { revokedAt: new Date(now - HOUR) });
  return {
    user,
    kept: [`${tag}-live`, `${tag}-spent`, `${tag}-revoked-an-hour-ago`],
  };
}

const hashesOf = async (db: Db, userId: string) =>
  (
    await db
      .select({ hash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, userId))
  )
    .map((row) => row.hash)
    .sort();

describe('refresh-token sweep', () => {
  it('removes expired tokens and tokens revoked over a day ago, in batches, and keeps the rest', async () => {
    const { user, kept } = await seedTokens(database.db, 'batched');
    // Batches of one: three stale rows take several statements.
    const sweep = scheduleRefreshTokenSweep(database.db, silent, { batch: 1 });
    try {
      await sweep.sweep();
      expect(await hashesOf(database.db, user._id)).toEqual(kept.sort());
    } finally {
      await sweep.stop();
    }
  });

  it('removes one-time tickets expired or used over a day ago, and keeps the rest', async () => {
    const now = Date.now();
    const ticket = (name: string, expiresIn: number, usedAgo?: number) => ({
      id: `${name.padEnd(24, '0')}`.slice(0, 24),
      tokenHash: `ticket-${name}`,
      kind: 'sign-in' as const,
      expiresAt: new Date(now + expiresIn),
      usedAt: usedAgo === undefined ? null : new Date(now - usedAgo),
    });
    await database.db
      .insert(authTickets)
      .values([
        ticket('aaaa01', -2 * DAY),
        ticket('aaaa02', -HOUR),
        ticket('aaaa03', 5 * 60_000),
        ticket('aaaa04', 5 * 60_000, 2 * DAY),
      ]);
    const sweep = scheduleRefreshTokenSweep(database.db, silent, { batch: 1 });
    try {
      await sweep.sweep();
      const left = await database.db.select({ hash: authTickets.tokenHash }).from(authTickets);
      expect(
        left
          .map((row) => row.hash)
          .filter((hash) => hash.startsWith('ticket-'))
          .sort(),
      ).toEqual(['ticket-aaaa02', 'ticket-aaaa03']);
    } finally {
      await sweep.stop();
    }
  });

  it('runs when the app starts', async () => {
    const { user, kept } = await seedTokens(database.db, 'at-start');
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      await app.ready();
      await expect.poll(() => hashesOf(database.db, user._id), { timeout: 10_000 }).toEqual(kept.sort());
    } finally {
      await app.close();
    }
  });
});
