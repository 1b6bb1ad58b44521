import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import type { SendOutcome } from './mail-sender.ts';
import { type CurrentServer, createMailServers } from './mail-server.ts';
import { insertClaimedMail, markFailed, markSent, type NewMail } from './outbox.repository.ts';
import { OUTBOX_TIMING, type OutboxTiming, startOutboxWorker } from './outbox-worker.ts';
import { createBodySeal } from './sealed-bodies.ts';
import { createStatusMails } from './status-mails.ts';

/**
 * The node's mail: the mail server (the server's configuration's, or the one saved in Settings;
 * mail/mail-server.ts) and the outbox worker, started here on every node and stopped with the app.
 * While no mail server is set, mails are still written to the outbox and wait there. `serverSecret`
 * (the one JWT_SECRET every node shares) seals the bodies that carry a secret and the saved
 * mail server's password.
 */
export function openOutbox(
  db: Db,
  config: Pick<Config, 'mail' | 'publicUrl'>,
  serverSecret: Uint8Array,
  log: FastifyBaseLogger,
  timing: Partial<OutboxTiming> = {},
) {
  const seal = createBodySeal(serverSecret);
  const servers = createMailServers(db, config, serverSecret, log);
  const worker = startOutboxWorker(db, servers.sender, seal, log, timing);
  const wake = () => worker.wake();
  const leaseMs = timing.leaseMs ?? OUTBOX_TIMING.leaseMs;

  return {
    servers,
    wake,
    statusMails: createStatusMails(config.publicUrl, wake, servers.isWorking),

    /** `mail` with its text body sealed: for a body that carries a secret (a one-time code). */
    sealed: (mail: NewMail): NewMail => ({ ...mail, textBody: seal.seal(mail.textBody), isSealed: true }),

    /**
     * Sends a mail now, in this request, through the current mail server (working or not yet: this
     * is how it is found to work), and records it in the outbox as sent or failed with the
     * server's answer (the Settings test mail). Accepted by a saved server: that server works.
     * Undefined while no mail server is set.
     */
    async sendNow(mail: NewMail): Promise<{ outcome: SendOutcome; server: CurrentServer } | undefined> {
      const server = await servers.current();
      if (!server) return undefined;
      const claim = randomBytes(12).toString('hex');
      const id = await insertClaimedMail(db, mail, claim, leaseMs);
      const outcome = await servers.senderFor(server).send({ htmlBody: null, ...mail });
      if (outcome.kind === 'accepted') await markSent(db, id, claim, outcome.answer);
      else await markFailed(db, id, claim, outcome.answer);
      if (outcome.kind === 'accepted' && server.revision !== undefined)
        await servers.markWorking(server.revision);
      return { outcome, server };
    },

    /** One pass of the worker now (tests). */
    run: () => worker.run(),
    async stop() {
      await worker.stop();
      servers.close();
    },
  };
}
export type Outbox = ReturnType<typeof openOutbox>;
