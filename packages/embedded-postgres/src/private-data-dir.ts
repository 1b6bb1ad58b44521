import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a data directory its owner's alone, folders 0700 and files 0600, as PostgreSQL requires
 * of its own. PGlite does not: its C library runs under a umask of its own (022) whatever the
 * process's, so the files its initdb writes come out 0666 and `pg_internal.init`, rewritten at
 * each start, 0644; a template copy keeps the template's modes. Answers how many entries it
 * changed. A few thousand entries at most: synchronous, at open and close only.
 */
export function makeDataDirPrivate(dir: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(entry);
    } catch {
      return; // Removed meanwhile (a temporary file PostgreSQL renamed).
    }
    if (stats.isSymbolicLink()) return;
    const wanted = stats.isDirectory() ? 0o700 : 0o600;
    if ((stats.mode & 0o7777) !== wanted) {
      try {
        chmodSync(entry, wanted);
        changed += 1;
      } catch {
        // Removed meanwhile.
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[] = [];
    try {
      names = readdirSync(entry);
    } catch {
      // Removed meanwhile.
    }
    for (const name of names) visit(path.join(entry, name));
  };
  visit(dir);
  return changed;
}
