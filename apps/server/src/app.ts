import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { registerRoutes } from './app-routes.ts';
import { createAuthService } from './auth/auth.service.ts';
import { createNewBrowserMail } from './auth/new-browser-mail.ts';
import { scheduleRefreshTokenSweep } from './auth/refresh-token-sweep.ts';
import { loadJwtSecret } from './auth/secrets.ts';
import { createAccessTokens } from './auth/tokens.ts';
import { createUserCache } from './auth/user-cache.ts';
import { createInvalidationBus } from './cluster/invalidation-bus.ts';
import { connectRedis } from './cluster/shared-redis.ts';
import { createSharedCounters } from './cluster/window-counters.ts';
import type { Config } from './config.ts';
import { type Database, type Db, openDatabase } from './db/client.ts';
import { createDiskStore } from './files/disk-store.ts';
import { createFileJournal, type FileJournal } from './files/file-journal.ts';
import type { FileStore } from './files/file-store.ts';
import { createS3Store } from './files/s3-store.ts';
import { createFileUrlSigner, type FileUrlSigner } from './files/signed-urls.ts';
import { createSpool } from './files/spool.ts';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { type DeadlineSweep, startDeadlineSweep } from './mail/deadline-sweep.ts';
import type { MailServers } from './mail/mail-server.ts';
import { openOutbox } from './mail/outbox.ts';
import type { OutboxTiming } from './mail/outbox-worker.ts';
import { createLookupLog } from './modules/lookups/lookup-log.ts';
import { scheduleRetention } from './modules/retention/retention-job.ts';
import { createOfficeSettings, type OfficeSettings } from './modules/settings/office-settings.ts';
import { createUserReader } from './modules/users/user-reader.ts';
import { type LogDestination, loggerOptions, OneLinePerRequest } from './plugins/logging.ts';

declare module 'fastify' {
  /**
   * What every part of the app shares; the rest is given to the plugins that use it as options
   * (the lookup log, Redis, the rate-limit counters) or decorated by the plugin that owns it (the
   * guard's sessions and user cache). Plugins name what they read (plugins/route-plugin.ts).
   */
  interface FastifyInstance {
    config: Config;
    db: Db;
    files: FileJournal;
    fileUrls: FileUrlSigner;
    officeSettings: OfficeSettings;
    /** Where mail goes, and whether it works (mail/mail-server.ts). */
    mailServers: MailServers;
  }
}

/**
 * A JSON body is read into memory whole, before any handler can judge it, and the sign-in is open to
 * anyone: a limit near what the forms need keeps what stalled bodies hold small. Pages, whose
 * Markdown may be long, set their own; uploads are multipart, with limits per file.
 */
const JSON_BODY_LIMIT = 64 * 1024;

/** Signed file URLs live an hour (rounded up to the quarter hour, see files/signed-urls.ts). */
const FILE_URL_TTL_SECONDS = 3600;

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  logger?: boolean;
  /** Where log lines go (tests read them); stdout by default, readable lines when it is a terminal. */
  logStream?: LogDestination;
  /** The outbox worker's delays (tests shorten the retries); mail/outbox-worker.ts. */
  outboxTiming?: Partial<OutboxTiming>;
};

/** Builds the whole application without listening, so tests can `inject` into it. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastify(config, options);
  const database =
    options.database ??
    (await openDatabase(databaseTarget(config), (err) =>
      app.log.warn({ err }, 'database connection lost; reconnecting'),
    ));
  const lookupLog = createLookupLog(database.db, app.log);
  // Vacuum, analyse and checkpoints on the embedded database on disk (packages/embedded-postgres).
  const maintenance = database.maintain?.(app.log);
  const refreshTokenSweep = scheduleRefreshTokenSweep(database.db, app.log);
  const secret = loadJwtSecret(config);
  // Sends the outbox's mails through the mail server (the configuration's, or the one saved in
  // Settings); on every node, each mail once (mail/outbox-worker.ts).
  const outbox = openOutbox(database.db, config, secret, app.log, options.outboxTiming);
  // The digests, looked at every few minutes (mail/deadline-sweep.ts); started once the settings are.
  let deadlineSweep: DeadlineSweep | undefined;
  // Pending log entries are written, the mail in flight finished and maintenance done before the
  // database closes.
  app.addHook('onClose', async () => {
    await deadlineSweep?.stop();
    await outbox.stop();
    await maintenance?.stop();
    await refreshTokenSweep.stop();
    await retention.stop();
    await lookupLog.flush();
    if (!options.database) await database.close();
  });
  const sharedRedis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  const bus = sharedRedis && createInvalidationBus(sharedRedis, app.log);
  app.addHook('onClose', async () => {
    await sharedRedis?.close();
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('officeSettings', createOfficeSettings(database.db, bus));
  app.decorate('mailServers', outbox.servers);
  deadlineSweep = startDeadlineSweep({
    db: database.db,
    officeSettings: app.officeSettings,
    isMailWorking: outbox.servers.isWorking,
    wake: outbox.wake,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  app.decorate(
    'files',
    await openFileJournal(database.db, config, { isShared: database.kind === 'postgres' }),
  );
  app.decorate('fileUrls', createFileUrlSigner(secret, FILE_URL_TTL_SECONDS));
  // Recently deleted's purge and the history's bounds (modules/retention/), hourly on every node.
  const retention = scheduleRetention(database.db, app.files, app.log);

  const userReader = createUserReader(database.db);
  const tokens = createAccessTokens(secret, config.accessTokenTtlSeconds);
  await registerRoutes(app, {
    secret,
    lookupLog,
    outbox,
    copyOut: database.copyOut,
    sharedRedis,
    limitCounters: createSharedCounters(sharedRedis),
    tokens,
    userCache: createUserCache(userReader, bus),
    authService: createAuthService(
      database.db,
      userReader,
      tokens,
      config.refreshTokenTtlDays,
      bus,
      createNewBrowserMail({
        officeSettings: app.officeSettings,
        publicUrl: config.publicUrl,
        wake: outbox.wake,
      }),
    ),
  });
  return app;
}

/** The server with its limits and time-outs, before any part is attached. */
function createFastify(config: Config, options: BuildOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    // Time-outs are about stalls, not total time: a slow link that keeps sending is served; a
    // connection that goes quiet mid-request (or idles between requests) is closed after the idle
    // time, and a request still arriving after the request time-out is answered 408.
    connectionTimeout: config.connections.idleTimeoutMs,
    requestTimeout: config.connections.requestTimeoutMs,
    http: {
      // A request's headers are a few hundred bytes: taking the idle time for them is a stall.
      headersTimeout: config.connections.idleTimeoutMs,
      // How often Node checks the two time-outs above (30 s by default).
      connectionsCheckingInterval: Math.min(5_000, config.connections.idleTimeoutMs),
    },
    // A request arriving on a kept-alive connection while the node drains is served (its answer
    // closes the connection, plugins/readiness.ts): balancers do not retry a 503.
    return503OnClosing: false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { maxParamLength: 200 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  return app;
}

export function databaseTarget(config: Config) {
  return config.databaseUrl
    ? ({ kind: 'postgres', url: config.databaseUrl } as const)
    : ({ kind: 'pglite', dataDir: `${config.dataDir}/db` } as const);
}

/** The journal of uploaded files, over the configured store, with this node's spool under DATA_DIR. */
export async function openFileJournal(db: Db, config: Config, { isShared }: { isShared: boolean }) {
  const spool = createSpool(path.join(config.dataDir, 'spool'));
  return createFileJournal(db, await openFileStore(config), { isShared, spool });
}

/** Uploaded files: on this node's disk, or in the S3 bucket every node shares (checked at start). */
export async function openFileStore(config: Config): Promise<FileStore> {
  if (config.storage.kind === 'disk') return createDiskStore(path.join(config.dataDir, 'files'));
  const store = createS3Store(config.storage.s3);
  await store.check();
  return store;
}
