import path from 'node:path';
import { buildApp } from './app.ts';
import { openControlSocket } from './backup/control-socket.ts';
import { ConfigError, loadConfig } from './config.ts';
import { tuneImageProcessing } from './files/image-tuning.ts';
import { startSizedCopiesJob } from './files/sized-copies-job.ts';
import { trackConnections } from './lib/connection-drain.ts';
import { limitHeapGrowth } from './lib/heap-growth.ts';
import { missingLaunchEnv } from './lib/launch-env-check.ts';
import { makePrivateSync, PRIVATE_UMASK } from './lib/private-files.ts';
import { DEMO_ENQUIRY, seedDemoApplications } from './seed/demo-applications.ts';
import { seedDemoContent } from './seed/demo-content.ts';
import { ensureFirstAdmin } from './seed/first-admin.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

// Before anything is written: everything the server creates under DATA_DIR is its user's alone.
process.umask(PRIVATE_UMASK);
limitHeapGrowth();
tuneImageProcessing();
const config = readConfig();
// A DATA_DIR made by an older version (or copied in with open modes) is made private before the
// database opens; the log says so only when something had to change.
const madePrivate = (() => {
  try {
    return makePrivateSync(config.dataDir);
  } catch (error) {
    process.stderr.write(`VisaDesk could not make ${config.dataDir} private: ${(error as Error).message}\n`);
    process.exit(1);
  }
})();
const app = await buildApp(config).catch((error: Error) => {
  // What the operator must fix (an S3 bucket that cannot be reached, a database that refuses), in
  // one line rather than a stack trace.
  process.stderr.write(`VisaDesk could not start: ${error.message}\n`);
  process.exit(1);
});

// Registered before anything is printed: a signal that finds no listener kills the process at
// once (the kernel's default), and a supervisor may send one as soon as it sees the banner.
// `npm run backup` asks the running server through it (embedded database only).
let controlSocket: { close(): Promise<void> } | undefined;
let sizedCopies: { stop(): Promise<void> } | undefined;
let closing = false;
const connections = trackConnections(app.server);
/** Requests in flight get this long to finish; the idle connections at least the proxy's time-out. */
const graceMs = Math.max(10_000, config.connections.proxyKeepAliveMs + 5_000);
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const deadline = Date.now() + graceMs;
  setTimeout(() => process.exit(1), graceMs + 2_000).unref();
  // Health says so at once and answers close their connections, so the balancer moves on.
  app.readiness.drain();
  try {
    // New connections are refused; each open one closes after its next answer, or once the
    // balancer can no longer be using it (lib/connection-drain.ts).
    const unfinished = await connections.stop({
      balancerIdleMs: config.connections.proxyKeepAliveMs,
      deadline,
    });
    if (unfinished > 0) app.log.warn({ unfinished }, 'stopping with requests still unanswered');
    await controlSocket?.close();
    await sizedCopies?.stop();
    await app.close();
    process.exit(unfinished > 0 ? 1 : 0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

if (madePrivate > 0)
  app.log.warn(
    { dataDir: config.dataDir, entries: madePrivate },
    `made ${madePrivate} entries of DATA_DIR private (folders 0700, files 0600): they were open to other local users`,
  );
const missing = missingLaunchEnv();
if (missing.length > 0) {
  app.log.warn(
    { missing },
    'started without the environment npm start sets: expect about 50 MB more memory (docs/operations.md)',
  );
}
const firstAdmin = await ensureFirstAdmin(app.db, config);
// A crash's leftovers go at start, when no request can be using them (staged, released and
// half-written files); then hourly, what a failure left that no request in flight can still use.
const swept = await app.files.sweepAtStart();
if (swept.unattached + swept.temporary > 0) app.log.info({ swept }, 'removed files an earlier run left');
setInterval(
  () => void app.files.sweep().catch((err) => app.log.error({ err }, 'file sweep failed')),
  3_600_000,
).unref();
// Images stored before sized copies were made get theirs, in the background, once.
sizedCopies = startSizedCopiesJob(app.db, app.files, app.log);
await app.listen({ port: config.port, host: config.host });
if (!config.databaseUrl)
  controlSocket = await openControlSocket(app, path.join(config.dataDir, 'control.sock'));

const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
// Printed, not logged: the generated password must appear once on the console and never in log files.
const banner = [`\nVisaDesk is running at ${url}`];
if (firstAdmin) {
  banner.push(
    '',
    '  First start: an admin account was created.',
    `  Sign in at ${url}/login`,
    `    e-mail:   ${firstAdmin.user.email}`,
    firstAdmin.password ? `    password: ${firstAdmin.password}` : '    password: the ADMIN_PASSWORD you set',
    firstAdmin.password
      ? '  This password is shown only once: keep it safe, then change it under Profile.'
      : '',
  );
}
const seedsDemo = Boolean(firstAdmin && config.seedDemo && !config.databaseUrl);
if (seedsDemo) {
  banner.push(
    '',
    `  Try the public status enquiry at ${url}/enquiry with a demo applicant (ready in a few seconds):`,
    `    passport ${DEMO_ENQUIRY.passport}, nationality ${DEMO_ENQUIRY.nationality}, date of birth ${DEMO_ENQUIRY.dob}`,
  );
}
process.stdout.write(`${banner.join('\n')}\n`);

// A fresh embedded install gets sample content and applications so a newcomer sees a living product.
// Seeded in the background: the server answers at once and the samples appear within seconds.
if (firstAdmin && seedsDemo) {
  const admin = firstAdmin.user;
  void (async () => {
    const content = await seedDemoContent(app);
    app.log.info({ seeded: content }, 'demo catalogue, pages and sliders created (SEED_DEMO=0 disables)');
    const seeded = await seedDemoApplications(app, admin);
    app.log.info({ seeded }, 'demo applications created (SEED_DEMO=0 disables)');
  })().catch((err) => app.log.error({ err }, 'demo seeding failed'));
}
