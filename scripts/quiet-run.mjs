// Runs a build step without showing its output (Vite's list of chunks and plugin timings would push
// the first start's one-time admin password off the screen); shows all of it when the step fails.
import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Runs `command args` to completion; returns its exit status, printing its output only on failure. */
export function runQuietly(command, args, { cwd, out = process.stderr } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-build-'));
  const file = path.join(dir, 'output.log');
  // One file for both streams keeps the order in which the step wrote them.
  const fd = openSync(file, 'w');
  try {
    const result = spawnSync(command, args, { cwd, stdio: ['ignore', fd, fd] });
    const status = result.status ?? 1;
    if (status !== 0) {
      out.write(readFileSync(file, 'utf8'));
      if (result.error) out.write(`${result.error.message}\n`);
    }
    return status;
  } finally {
    closeSync(fd);
    rmSync(dir, { recursive: true, force: true });
  }
}
