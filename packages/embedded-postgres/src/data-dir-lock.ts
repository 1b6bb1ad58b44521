import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/** Another live process has the embedded database open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly lockFile: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database is open in process ${pid} (${lockFile}); PGlite allows one process at a time.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Marks PGlite's data directory as open by this process (`<dataDir>.lock` holds the pid) and returns
 * the release. PGlite has no lock of its own and two processes writing one directory corrupt it. A
 * lock left by a process that died (kill -9, power cut) is taken over, and so is one bearing our own
 * pid (a container restarted with the same pid).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    let holder = Number.NaN;
    try {
      holder = Number(readFileSync(lockFile, 'utf8').trim());
    } catch {}
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new DataDirInUseError(lockFile, holder);
    }
    rmSync(lockFile, { force: true });
  }
}
