import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOCUMENT_SLOTS } from '@visadesk/contract';
import type { Db } from '../db/client.ts';
import { applications, sliders } from '../db/schema.ts';
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

/** Every file a record points at: each application's photo and documents, each slider's image, with their copies. */
export async function filesRecordsReference(db: Db): Promise<string[]> {
  const apps = await db.select().from(applications);
  const slides = await db.select({ imageKey: sliders.imageKey }).from(sliders);
  const keys = [
    ...apps.flatMap((row) => [row.imageKey, ...DOCUMENT_SLOTS.map(({ key }) => row[key])]),
    ...slides.map((row) => row.imageKey),
  ].filter((key): key is string => Boolean(key));
  return withCopies(keys).sort();
}
