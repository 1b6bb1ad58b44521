import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPLICATION_API, type Application, MESSAGES } from '@visadesk/contract';
import { applicantFields, jpeg, multipartForm } from '@visadesk/test-harness';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema.ts';
import { postApplication } from '../test/application-fixtures.ts';
import { filesInStorage, filesRecordsReference } from '../test/stored-files.ts';
import { useTestApp } from '../test/test-app.ts';
import { BACKUP_LOCK } from './file-journal.ts';

const t = useTestApp();
let created: Application;
beforeAll(async () => {
  created = await postApplication(t, (await t.createUser('staff')).auth);
});

describe('signed file URLs', () => {
  it('serves a file by its signed URL with nosniff and never cached (personal data)', async () => {
    const res = await t.inject({ method: 'GET', url: created.image as string });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [
      'a changed signature',
      (u: URL) => u.searchParams.set('sig', `${u.searchParams.get('sig')?.slice(0, -2)}AA`),
    ],
    [
      'a later expiry',
      (u: URL) => u.searchParams.set('exp', String(Number(u.searchParams.get('exp')) + 3600)),
    ],
    ['no signature', (u: URL) => u.searchParams.delete('sig')],
    ['an added view', (u: URL) => u.searchParams.set('v', 'x.file1')],
  ])('refuses %s with 403', async (_name, tamper) => {
    const url = new URL(created.image as string, 'http://x');
    tamper(url);
    const res = await t.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.applications.linkInvalid });
  });

  it('refuses another file with a valid signature of this one', async () => {
    const url = new URL(created.image as string, 'http://x');
    const thumb = new URL(created.thumbnail as string, 'http://x');
    const res = await t.inject({ method: 'GET', url: `${thumb.pathname}${url.search}` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.applications.linkInvalid });
  });

  it('refuses an expired URL with 403', async () => {
    const key = (created.image as string).match(/files\/([a-f0-9]{32})/)?.[1] as string;
    const old = t.app.fileUrls.sign(key, { now: Date.now() - 3 * 3600_000 });
    const res = await t.inject({ method: 'GET', url: old });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.applications.linkInvalid });
  });

  it('refuses a malformed key with 400', async () => {
    const res = await t.inject({
      method: 'GET',
      url: '/api/files/..%2F..%2Fsecrets%2Fjwt-secret?exp=1&sig=x',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: MESSAGES.applications.linkInvalid });
  });
});

const stageJpeg = async () => t.app.files.stageImage(await jpeg(), ['jpeg'], 'bad');

describe('file journal', () => {
  it('sweeps files that were staged but never attached (a crash mid-request)', async () => {
    const key = await stageJpeg();
    const onDisk = () => existsSync(path.join(t.app.config.dataDir, 'files', key.slice(0, 2), key));
    expect(onDisk()).toBe(true);
    expect(await t.app.files.sweep()).toBe(0); // too fresh: a request may still be using it
    // The original and its three sized copies.
    expect(await t.app.files.sweep(Date.now() + 2 * 3600_000)).toBe(4);
    expect(onDisk()).toBe(false);
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
  });

  it('sweeps released files at once, and never touches attached ones', async () => {
    const key = await stageJpeg();
    await t.app.files.release(t.db, [key]);
    expect(await t.app.files.sweep()).toBe(4);
    await t.app.files.sweep(Date.now() + 2 * 3600_000);
    expect((await t.inject({ method: 'GET', url: created.image as string })).statusCode).toBe(200);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'at start, alone on its database, removes every file not attached, however fresh, and half-written temporary files',
    async () => {
      const staged = await stageJpeg();
      const released = await stageJpeg();
      await t.app.files.release(t.db, [released]);
      const half = path.join(t.app.config.dataDir, 'files', staged.slice(0, 2), `${staged}.1a2b3c4d.tmp`);
      writeFileSync(half, 'half a file');
      // An upload a killed process was still receiving, in its spool folder.
      const spooled = path.join(t.app.config.dataDir, 'spool', 'w-killed');
      mkdirSync(spooled, { recursive: true });
      writeFileSync(path.join(spooled, 'upload'), 'half an upload');
      expect(await t.app.files.sweepAtStart()).toEqual({ unattached: 8, temporary: 2 });
      expect(existsSync(spooled)).toBe(false);
      expect(filesInStorage(t.app.config.dataDir)).toEqual(await filesRecordsReference(t.db));
      expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, staged))).toEqual([]);
      expect((await t.inject({ method: 'GET', url: created.image as string })).statusCode).toBe(200);
    },
  );

  it.runIf(process.env.TEST_DB === 'postgres')(
    "at start, on a shared database, leaves another node's fresh staged files and removes released ones",
    async () => {
      const staged = await stageJpeg();
      const released = await stageJpeg();
      await t.app.files.release(t.db, [released]);
      expect(await t.app.files.sweepAtStart()).toEqual({ unattached: 4, temporary: 0 });
      const rows = await t.db.select().from(storedFiles).where(eq(storedFiles.key, staged));
      expect(rows.map((row) => row.state)).toEqual(['pending']);
      await t.app.files.purge([staged]);
    },
  );

  it('removes nothing while a backup holds purges, and what was held back once it ends', async () => {
    const key = await stageJpeg();
    await t.app.files.release(t.db, [key]);
    const release = t.app.files.holdPurges();
    await t.app.files.purge([key]);
    expect(await t.app.files.sweep()).toBe(0);
    expect(
      (await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).map((row) => row.state),
    ).toEqual(['deleting']);
    await release();
    expect(await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    "on a shared database removes nothing while another process's backup holds the lock",
    async () => {
      const key = await stageJpeg();
      await t.app.files.release(t.db, [key]);
      const state = async () =>
        (await t.db.select().from(storedFiles).where(eq(storedFiles.key, key))).map((row) => row.state);
      await t.db.transaction(async (tx) => {
        // As a backup does, on one connection; the removals below run on the pool's others.
        await tx.execute(sql`select pg_advisory_xact_lock(${BACKUP_LOCK})`);
        await t.app.files.purge([key]);
        expect(await t.app.files.sweep()).toBe(0);
      });
      expect(await state()).toEqual(['deleting']);
      expect(await t.app.files.sweep()).toBe(4);
      expect(await state()).toEqual([]);
    },
  );

  it('leaves no stray files after refused uploads', async () => {
    const dir = path.join(t.app.config.dataDir, 'files');
    const count = () => readdirSync(dir, { recursive: true }).filter((f) => String(f).length > 3).length;
    const before = count();
    const { auth } = await t.createUser('staff');
    const dup = await t.inject({
      method: 'POST',
      url: APPLICATION_API.create,
      headers: auth,
      payload: multipartForm(applicantFields({ passport: created.passport }), {
        image: { data: await jpeg() },
      }) as unknown as string,
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MESSAGES.applications.duplicatePassport);
    expect(count()).toBe(before);
  });
});
