import { createHash } from 'node:crypto';
import { type MailServer, type MailServerFields, MESSAGES } from '@visadesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { mailServer, settings } from '../db/schema.ts';
import { createMailSender, type MailSender, type SendOutcome, type SmtpServer } from './mail-sender.ts';
import { createBodySeal } from './sealed-bodies.ts';

const SINGLE_ROW = 1;
type MailServerRow = typeof mailServer.$inferSelect;

/**
 * The mail server mails go through now. `configuration`: the server's own (SMTP_URL and
 * MAIL_FROM), which comes first and counts as working (see createMailServers). `settings`: the one
 * an admin saved, working once a test mail went through it as it is saved now (`revision`).
 */
export type CurrentServer = {
  source: 'configuration' | 'settings';
  smtp: SmtpServer;
  from: { address: string };
  /** Where it is, for a sentence: `host:port`. */
  label: string;
  host: string;
  isWorking: boolean;
  /** The saved server's revision (settings only): a test mail marks this one as working. */
  revision?: number;
};

/** An smtp:// address's parts, for the Settings screen (never its password). */
function describeUrl(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const isTls = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : isTls ? 465 : 587,
    security: isTls ? ('tls' as const) : null,
    user: decodeURIComponent(url.username),
    hasPassword: url.password !== '',
  };
}

/**
 * The mail server: the server's configuration when it sets one (SMTP_URL, MAIL_FROM), else the
 * one an admin saved in Settings (the mail_server row), its password sealed under a key derived
 * from the server's secret (mail/sealed-bodies.ts), never answered by any route nor logged.
 *
 * The configuration's server counts as working without a test mail: its operator set it on
 * purpose, and offices that mail through it keep their status mails. A saved one works once a
 * test mail went through it. Any change to how mail is sent (host, port, security,
 * user, password, sender address) makes it a new revision, not yet working, and turns status
 * mails off: they are turned on again, by an admin, once a test mail has gone through.
 *
 * Read from the database each time it is asked (once a worker poll, once a status change), so a
 * change on one node is used by every node at its next poll. The sender is kept while the server
 * stays the same, and replaced (the old one closed) when it changes.
 */
export function createMailServers(
  db: Db,
  config: Pick<Config, 'mail'>,
  serverSecret: Uint8Array,
  log: FastifyBaseLogger,
) {
  const servers: Servers = { db, config, seal: createBodySeal(serverSecret, 'mail-server-password'), log };
  const senders = createSenderCache();
  const current = () => currentServer(servers);

  return {
    /** The server mails go through now; none while no server is set. */
    current,
    senderFor: senders.senderFor,

    /** The worker's: the current server's sender, or none while no server is set. */
    sender: async (): Promise<MailSender | undefined> => {
      const server = await current();
      return server && senders.senderFor(server);
    },

    /** Whether mails go now: status mails and the one-time code need it. */
    isWorking: async (): Promise<boolean> => (await current())?.isWorking ?? false,

    /** What Settings shows: never the password, only whether one is saved. */
    describe: (): Promise<MailServer> => describeServer(servers),

    /**
     * Saves the admin's mail server. A blank password keeps the saved one, `clearPassword` (or no
     * user name) removes it. A change to how mail is sent makes a new revision, not yet working,
     * and turns status mails off, in one transaction.
     */
    save: (fields: MailServerFields, updatedBy: string): Promise<void> =>
      saveServer(servers, fields, updatedBy),

    /**
     * A test mail went through the saved server at `revision`: it works, unless it has been
     * changed since (then the mark is for a server no longer saved, and is not made).
     */
    async markWorking(revision: number): Promise<void> {
      await db
        .update(mailServer)
        .set({ verifiedRevision: revision, verifiedAt: sql`now()` })
        .where(and(eq(mailServer.id, SINGLE_ROW), eq(mailServer.revision, revision)));
    },

    close: senders.close,
  };
}
export type MailServers = ReturnType<typeof createMailServers>;

/** What the functions below share: the saved server's table, the configured one, the password's seal. */
type Servers = {
  db: Db;
  config: Pick<Config, 'mail'>;
  seal: ReturnType<typeof createBodySeal>;
  log: FastifyBaseLogger;
};

/** One sender at a time: made again only when the server changes, the old one closed. */
function createSenderCache() {
  let kept: { key: string; sender: MailSender } | undefined;
  return {
    /** The sender for `server`: the one kept while it is the same server, else a new one. */
    senderFor(server: CurrentServer): MailSender {
      const key = createHash('sha256')
        .update(JSON.stringify([server.smtp, server.from.address]))
        .digest('hex');
      if (kept?.key !== key) {
        kept?.sender.close();
        kept = { key, sender: createMailSender(server.smtp, server.from) };
      }
      return kept.sender;
    },

    close(): void {
      kept?.sender.close();
      kept = undefined;
    },
  };
}

const readRow = async (db: Db): Promise<MailServerRow | undefined> =>
  (await db.select().from(mailServer).where(eq(mailServer.id, SINGLE_ROW)))[0];

async function currentServer({ db, config, seal, log }: Servers): Promise<CurrentServer | undefined> {
  if (config.mail) {
    const { host, port } = describeUrl(config.mail.smtpUrl);
    return {
      source: 'configuration',
      smtp: config.mail.smtpUrl,
      from: { address: config.mail.from.address },
      label: `${host}:${port}`,
      host,
      isWorking: true,
    };
  }
  const row = await readRow(db);
  return row && fromRow(row, seal, log);
}

function fromRow(row: MailServerRow, seal: Servers['seal'], log: FastifyBaseLogger): CurrentServer {
  const password = row.sealedPassword === null ? undefined : seal.open(row.sealedPassword);
  // Sealed under another secret: sent without it, the server refuses the sign-in and says so.
  if (row.sealedPassword !== null && password === undefined)
    log.warn('mail server password unreadable: the server secret has changed; save the password again');
  return {
    source: 'settings',
    smtp: {
      host: row.host,
      port: row.port,
      security: row.security,
      user: row.username,
      password,
    },
    from: { address: row.fromAddress },
    label: `${row.host}:${row.port}`,
    host: row.host,
    isWorking:
      row.verifiedRevision === row.revision && (row.sealedPassword === null || password !== undefined),
    revision: row.revision,
  };
}

const NO_SERVER: MailServer = {
  source: 'none',
  host: '',
  port: null,
  security: null,
  user: '',
  hasPassword: false,
  fromAddress: '',
  isWorking: false,
  verifiedAt: null,
  updatedAt: null,
};

async function describeServer({ db, config, seal, log }: Servers): Promise<MailServer> {
  if (config.mail)
    return {
      source: 'configuration',
      ...describeUrl(config.mail.smtpUrl),
      fromAddress: config.mail.from.address,
      isWorking: true,
      verifiedAt: null,
      updatedAt: null,
    };
  const row = await readRow(db);
  if (!row) return NO_SERVER;
  const server = fromRow(row, seal, log);
  return {
    source: 'settings',
    host: row.host,
    port: row.port,
    security: row.security,
    user: row.username,
    hasPassword: row.sealedPassword !== null,
    fromAddress: row.fromAddress,
    isWorking: server.isWorking,
    verifiedAt: server.isWorking ? (row.verifiedAt?.toISOString() ?? null) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function saveServer({ db, seal }: Servers, fields: MailServerFields, updatedBy: string) {
  await db.transaction(async (tx) => {
    const [saved] = await tx.select().from(mailServer).where(eq(mailServer.id, SINGLE_ROW)).for('update');
    let sealedPassword = saved?.sealedPassword ?? null;
    if (fields.password !== '') sealedPassword = seal.seal(fields.password);
    if (fields.clearPassword || fields.user === '') sealedPassword = null;
    const isChanged =
      !saved ||
      saved.host !== fields.host ||
      saved.port !== fields.port ||
      saved.security !== fields.security ||
      saved.username !== fields.user ||
      saved.fromAddress !== fields.fromAddress ||
      saved.sealedPassword !== sealedPassword;
    const values = {
      host: fields.host,
      port: fields.port,
      security: fields.security,
      username: fields.user,
      sealedPassword,
      fromAddress: fields.fromAddress,
      updatedBy,
      updatedAt: new Date(),
    };
    await tx
      .insert(mailServer)
      .values({ id: SINGLE_ROW, ...values })
      .onConflictDoUpdate({
        target: mailServer.id,
        set: { ...values, ...(isChanged ? { revision: sql`${mailServer.revision} + 1` } : {}) },
      });
    if (isChanged) await tx.update(settings).set({ statusMailsEnabled: false });
  });
}

const WHY = MESSAGES.mail.why;

/** The test mail's outcome as one sentence an office manager can act on. */
export function testMailMessage(outcome: SendOutcome, server: CurrentServer): string {
  if (outcome.kind === 'accepted') return MESSAGES.mail.testSent(outcome.answer);
  const why = {
    refusedConnection: WHY.refusedConnection(server.label),
    unknownHost: WHY.unknownHost(server.host),
    timedOut: WHY.timedOut(server.label),
    secureConnection: WHY.secureConnection,
    signIn: WHY.signIn,
    refused: WHY.refused,
    other: WHY.other,
  }[outcome.reason ?? 'other'];
  return MESSAGES.mail.testFailed(why, outcome.answer);
}
