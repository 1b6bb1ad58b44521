import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API } from '@visadesk/contract';
import { startServer } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';

// The real command on the embedded database, as `npm run reset-password` runs it (api-pglite only).
const CLI = path.resolve(import.meta.dirname, 'reset-password.ts');
const admin = { email: 'owner@example.test', password: 'owner-password-1' };

function resetPassword(env: Record<string, string>, args: string[], stdin = '') {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (out += chunk));
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out })),
  );
}

const signIn = (url: string, password: string) =>
  fetch(`${url}${API.users.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password }),
  });

describe('npm run reset-password', { timeout: 400_000 }, () => {
  it('refuses while the server holds the embedded database, then resets the password and ends the sessions', async () => {
    const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'visadesk-reset-')), SEED_DEMO: '0' };
    const server = await startServer({ ...env, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
    const session = (await (await signIn(server.url, admin.password)).json()) as { refreshToken: string };

    const refused = await resetPassword(env, [admin.email]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain(`The server is running on ${env.DATA_DIR}`);
    expect(refused.out).not.toContain('new password');

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(existsSync(path.join(env.DATA_DIR, 'db.lock'))).toBe(false);

    const unknown = await resetPassword(env, ['nobody@example.test']);
    expect(unknown.code).toBe(1);
    expect(unknown.out).toContain('No user has the e-mail nobody@example.test.');

    const reset = await resetPassword(env, [admin.email.toUpperCase()]);
    expect(reset.code).toBe(0);
    const generated = reset.out.match(/new password: (\S+)/)?.[1] as string;
    expect(generated.length).toBeGreaterThanOrEqual(20);

    const chosen = await resetPassword(env, [admin.email, '--stdin'], 'chosen-password-9\n');
    expect(chosen.code).toBe(0);
    expect(chosen.out).not.toContain('chosen-password-9');

    const again = await startServer(env);
    try {
      expect((await signIn(again.url, admin.password)).status).toBe(401);
      expect((await signIn(again.url, generated)).status).toBe(401);
      expect((await signIn(again.url, 'chosen-password-9')).status).toBe(200);
      const refresh = await fetch(`${again.url}${API.users.refresh}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      expect(refresh.status).toBe(401);
    } finally {
      again.child.kill('SIGTERM');
      await again.exited;
    }
  });
});
