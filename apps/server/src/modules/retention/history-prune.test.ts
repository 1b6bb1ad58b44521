import { APPLICATION_API, type Application, MESSAGES } from '@visadesk/contract';
import { jpeg, startS3Server } from '@visadesk/test-harness';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordVersions, storedFiles } from '../../db/schema.ts';
import { postApplication, putApplicationFields } from '../../test/application-fixtures.ts';
import { saveRetention } from '../../test/retention-settings.ts';
import { type UsedTestApp, useTestApp } from '../../test/test-app.ts';
import { pruneHistory } from './history-prune.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe.each([
  ['on disk', () => ({})],
  ['in an S3 bucket', () => s3.env],
])('the history bounds, files %s', (_where, env) => {
  const t: UsedTestApp = useTestApp(env);
  const admin = t.signedIn('admin');
  const staff = t.signedIn('staff');

  /** A file stored and retained for `record`, as a replaced document is: answers its key. */
  async function retainedFile(record: string): Promise<string> {
    const key = await t.app.files.stageImage(await jpeg(), ['jpeg'], MESSAGES.applications.invalidFileType);
    await t.db.transaction(async (tx) => {
      await t.app.files.attach(tx, [key]);
      await t.app.files.retain(tx, [key], `applications:${record}`);
    });
    return key;
  }

  /** Writes version `version` of an application as the history trigger would, `changes` its columns. */
  const writeVersion = (id: string, version: number, changes: Record<string, unknown>, daysAgo = 0) =>
    t.db.insert(recordVersions).values({
      tableName: 'applications',
      recordId: id,
      version,
      action: 'update',
      at: new Date(Date.now() - daysAgo * DAY_MS),
      changes,
    });

  const versionsOf = async (id: string) =>
    (
      await t.db
        .select({ version: recordVersions.version })
        .from(recordVersions)
        .where(and(eq(recordVersions.tableName, 'applications'), eq(recordVersions.recordId, id)))
        .orderBy(recordVersions.version)
    ).map((row) => row.version);

  /** The file's journal state (none: gone) and whether the store still has its bytes. */
  const stateOf = async (key: string) => {
    const [row] = await t.db
      .select({ state: storedFiles.state })
      .from(storedFiles)
      .where(eq(storedFiles.key, key));
    const stream = await t.app.files.open(key);
    (stream as (NodeJS.ReadableStream & { destroy?: () => void }) | null)?.destroy?.();
    return { state: row?.state ?? null, stored: stream !== null };
  };

  const newApplication = (): Promise<Application> => postApplication(t, staff.auth);

  it('keeps the newest N versions a record, and lets go of the files only pruned versions named', async () => {
    const live = await newApplication();
    const [a, b] = [await retainedFile(live._id), await retainedFile(live._id)];
    await writeVersion(live._id, 2, { file1_key: [a, null] });
    await writeVersion(live._id, 3, { file2_key: [b, null] });
    const edit = await putApplicationFields(t, staff.auth, live._id, {
      ...(Object.fromEntries(Object.entries(live).filter(([, v]) => typeof v === 'string')) as Record<
        string,
        string
      >),
      birthCity: 'Gisborne',
    });
    expect(edit.statusCode).toBe(200);
    expect(await versionsOf(live._id)).toEqual([2, 3, 4]);
    // A record in Recently deleted keeps its files whatever its history holds.
    const binned = await newApplication();
    const kept = await retainedFile(binned._id);
    await t.inject({ method: 'DELETE', url: APPLICATION_API.remove(binned._id), headers: admin.auth });

    expect(await saveRetention(t, admin.auth, { historyKeepVersions: 2 })).toBe(200);
    // Two nodes at once: each version goes once, and neither fails.
    const pruned = await Promise.all([pruneHistory(t.db, t.app.files), pruneHistory(t.db, t.app.files)]);
    expect(pruned[0] + pruned[1]).toBeGreaterThanOrEqual(1);
    expect(await versionsOf(live._id)).toEqual([3, 4]);
    expect(await stateOf(a)).toEqual({ state: null, stored: false });
    expect(await stateOf(b)).toEqual({ state: 'retained', stored: true });
    expect(await stateOf(kept)).toEqual({ state: 'retained', stored: true });

    expect(await saveRetention(t, admin.auth, { historyKeepVersions: 1 })).toBe(200);
    await pruneHistory(t.db, t.app.files);
    expect(await versionsOf(live._id)).toEqual([4]);
    expect(await stateOf(b)).toEqual({ state: null, stored: false });
    // The record's photo is its own, never let go; version 1 (the record as created) stays listed.
    const photo = live.image?.match(/files\/([a-f0-9]{32})/)?.[1] as string;
    expect(await stateOf(photo)).toEqual({ state: 'attached', stored: true });
    const listed = await t.inject({
      method: 'GET',
      url: APPLICATION_API.versions(live._id),
      headers: staff.auth,
    });
    expect(listed.json().versions.map((v: { version: number }) => v.version)).toEqual([4, 1]);
    expect(await saveRetention(t, admin.auth, { historyKeepVersions: null })).toBe(200);
  });

  it('deletes versions older than the days, with the files only they named', async () => {
    const live = await newApplication();
    const [old, recent] = [await retainedFile(live._id), await retainedFile(live._id)];
    await writeVersion(live._id, 2, { file1_key: [old, null] }, 40);
    await writeVersion(live._id, 3, { file2_key: [recent, null] }, 2);
    expect(await saveRetention(t, admin.auth, { historyKeepDays: 30 })).toBe(200);
    await pruneHistory(t.db, t.app.files);
    expect(await versionsOf(live._id)).toEqual([3]);
    expect(await stateOf(old)).toEqual({ state: null, stored: false });
    expect(await stateOf(recent)).toEqual({ state: 'retained', stored: true });
    expect(await saveRetention(t, admin.auth, { historyKeepDays: null })).toBe(200);
    // Without bounds nothing goes.
    await writeVersion(live._id, 4, { birth_city: ['a', 'b'] }, 4000);
    expect(await pruneHistory(t.db, t.app.files)).toBe(0);
    expect(await versionsOf(live._id)).toEqual([3, 4]);
  });

  it('refuses bounds out of range, and a text where a number goes (400)', async () => {
    for (const retention of [
      { historyKeepDays: 0 },
      { historyKeepVersions: 1001 },
      { deletedKeepDays: 366 },
      { deletedKeepDays: 'x\u0000' },
      { historyKeepDays: 'x'.repeat(1_000) },
      { historyKeepVersions: 2.5 },
    ])
      expect(await saveRetention(t, admin.auth, retention as never)).toBe(400);
  });
});
