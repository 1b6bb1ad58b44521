import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APPLICATION_API } from '@visadesk/contract';
import { buildServer, startServer } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { signInOverHttp } from './test/http-sign-in.ts';

const admin = { email: 'memory@example.test', password: 'memory-password-1' };
/**
 * A first start peaks at about 430 MB: 290-320 MB of its own, and the 128 MiB work area of scrypt
 * at OWASP's N=2^17 while the first admin's password is hashed and while a sign-in verifies one
 * (docs/performance.md, "Memory from a fresh start"); running initdb instead of copying the built
 * cluster would add about 430 MB more. The bound leaves room for a loaded machine and fails well
 * before a second cluster's worth.
 *
 * Node 24's V8 (13.x) takes about 600 MB more for a second at every start, optimising one large
 * function of PGlite's WebAssembly (Node 22's V8 12 and Node 26's V8 14 take 25 MB for it), so its
 * bound is this one plus that compilation. No V8 flag lowers it short of not optimising at all.
 */
const V8_MAJOR = Number(process.versions.v8.split('.')[0]);
const PEAK_BOUND_MB = V8_MAJOR === 13 ? 1090 : 490;

/** The process's highest resident memory since it started (the kernel keeps it: no sample missed). */
const peakMb = (pid: number) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmHWM:\s+(\d+)/)?.[1]) / 1024;

async function until(done: () => boolean, what: string, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The production bundle as `npm start` runs it, on a new DATA_DIR: the first start creates the
// database and its demo content. Embedded database only (PostgreSQL's memory is not ours).
describe('the first start’s memory', { timeout: 240_000 }, () => {
  it(`stays under ${PEAK_BOUND_MB} MB from the first second to serving, demo content included`, async () => {
    const bundle = buildServer();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'visadesk-memory-'));
    const server = await startServer(
      { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, LOG_LEVEL: 'info' },
      bundle,
    );
    try {
      const pid = server.child.pid as number;
      await until(() => server.output().includes('demo applications created'), 'the demo content');
      const headers = { authorization: `Bearer ${await signInOverHttp(server.url, admin)}` };
      for (let i = 0; i < 100; i += 1) {
        const res = await fetch(`${server.url}${APPLICATION_API.list}?page=1&limit=10&search=ali`, {
          headers,
        });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      expect(peakMb(pid)).toBeLessThan(PEAK_BOUND_MB);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
