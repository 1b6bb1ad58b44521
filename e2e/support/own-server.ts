import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverEnv } from './env.ts';

/**
 * A second built server on its own port and data directory, for the few journeys that need a
 * server setting the shared one must not have (a short access-token lifetime). Same first admin.
 */
export async function startOwnServer(port: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-e2e-own-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [path.resolve(import.meta.dirname, '../../apps/server/dist/main.mjs')],
    {
      env: { ...process.env, ...serverEnv(dataDir, port), ...env },
      stdio: 'ignore',
    },
  );
  // A loaded machine (several servers, two browsers) can take a while to start one more.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const up = await fetch(`${baseUrl}/api/docs/json`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`own server did not start on ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      if (child.exitCode === null) await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
