import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type SmtpCapture, startSmtpCapture } from '@visadesk/test-harness';
import { E2E, serverEnv } from './env.ts';
import { test } from './fixtures.ts';

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

/**
 * Each journey's own server has a port of its own, so journeys running side by side never share one;
 * one sending mail (useOwnServerWithMail) also takes the port six after it for its SMTP server.
 */
const OWN_PORTS = {
  tokenRenewal: 517,
  officeTimeZone: 523,
  dashboard: 529,
  publicLookups: 535,
  mail: 541,
  documentCode: 553,
  officeName: 565,
  mailServer: 571,
  passkeys: 583,
  requiredSecondFactor: 591,
} as const;

/**
 * Gives the spec file calling it a server of its own (started before its journeys, stopped after)
 * and points its pages and requests at it.
 */
export function useOwnServer(
  name: keyof typeof OWN_PORTS,
  env: Record<string, string> = {},
  host: '127.0.0.1' | 'localhost' = '127.0.0.1',
) {
  const port = E2E.port + OWN_PORTS[name];
  const baseUrl = `http://${host}:${port}`;
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    server = await startOwnServer(port, env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  test.use({ baseURL: baseUrl });
  return { baseUrl };
}

/**
 * useOwnServer named localhost, its public address too: WebAuthn takes a domain as a passkey's
 * site, never an IP address.
 */
export const useOwnPasskeyServer = (name: keyof typeof OWN_PORTS) =>
  useOwnServer(name, { PUBLIC_URL: `http://localhost:${E2E.port + OWN_PORTS[name]}` }, 'localhost');

/**
 * useOwnServer sending to a real SMTP server in the test process (the test harness's), on the
 * port after the server's own block of six: the journeys read the mails as their recipients would.
 */
export function useOwnServerWithMail(name: keyof typeof OWN_PORTS, env: Record<string, string> = {}) {
  const smtpPort = E2E.port + OWN_PORTS[name] + 6;
  let smtp: SmtpCapture | undefined;
  test.beforeAll(async () => {
    smtp = await startSmtpCapture(smtpPort);
  });
  test.afterAll(() => smtp?.close());
  const server = useOwnServer(name, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'VisaDesk <no-reply@visadesk.test>',
    ...env,
  });
  /** The mails the SMTP server has received so far for `email`, oldest first. */
  const mailsTo = (email: string) => (smtp?.received ?? []).filter((mail) => mail.to.includes(email));
  return { ...server, mailsTo };
}
