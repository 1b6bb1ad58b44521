import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_SLOTS } from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, sliders, storedFiles } from '../db/schema.ts';
import { withCopies } from '../files/sized-keys.ts';

/**
 * Every file under DATA_DIR/files (temporary ones included) and every upload still in this node's
 * spool (DATA_DIR/spool), by name: once requests have ended, both are only what records reference.
 */
export function filesInStorage(dataDir: string): string[] {
  return ['files', 'spool']
    .map((folder) => path.join(dataDir, folder))
    .filter((root) => existsSync(root))
    .flatMap((root) => readdirSync(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();
}

/**
 * Every file a record points at: each application's photo and documents, each slider's image, with
 * their copies; and every file retained for a record's history (a replaced one a restore may bring back).
 */
export async function filesRecordsReference(db: Db): Promise<string[]> {
  const apps = await db.select().from(applications);
  const slides = await db.select({ imageKey: sliders.imageKey }).from(sliders);
  const retained = await db
    .select({ key: storedFiles.key })
    .from(storedFiles)
    .where(eq(storedFiles.state, 'retained'));
  const keys = [
    ...apps.flatMap((row) => [row.imageKey, ...DOCUMENT_SLOTS.map(({ key }) => row[key])]),
    ...slides.map((row) => row.imageKey),
  ].filter((key): key is string => Boolean(key));
  return [...new Set([...withCopies(keys), ...retained.map((row) => row.key)])].sort();
}

/** The journal's state of the file a signed URL names, and whom it is held for (none: no row). */
export async function fileStateOf(db: Db, url: string | null) {
  const key = url?.match(/files\/([a-f0-9]{32})/)?.[1] ?? '';
  const [row] = await db
    .select({ state: storedFiles.state, heldFor: storedFiles.heldFor })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row;
}
