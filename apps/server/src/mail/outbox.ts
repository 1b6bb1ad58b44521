import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createMailSender, type SendOutcome } from './mail-sender.ts';
import { insertClaimedMail, markFailed, markSent, type NewMail } from './outbox.repository.ts';
import { OUTBOX_TIMING, type OutboxTiming, startOutboxWorker } from './outbox-worker.ts';
import { createBodySeal } from './sealed-bodies.ts';
import { createStatusMails } from './status-mails.ts';

/**
 * The node's mail: with SMTP_URL a sender and the outbox worker (started here, stopped with the
 * app); without it mails are still written to the outbox and wait there, and nothing is sent.
 * `serverSecret` (the one JWT_SECRET every node shares) seals the bodies that carry a secret.
 */
export function openOutbox(
  db: Db,
  config: Pick<Config, 'mail' | 'publicUrl'>,
  serverSecret: Uint8Array,
  log: FastifyBaseLogger,
  timing: Partial<OutboxTiming> = {},
) {
  const seal = createBodySeal(serverSecret);
  const sender = config.mail && createMailSender(config.mail.smtpUrl, config.mail.from);
  const worker = sender && startOutboxWorker(db, sender, seal, log, timing);
  const wake = () => worker?.wake();
  const leaseMs = timing.leaseMs ?? OUTBOX_TIMING.leaseMs;

  return {
    isSending: Boolean(sender),
    wake,
    statusMails: createStatusMails(db, config.publicUrl, wake),

    /** `mail` with its text body sealed: for a body that carries a secret (a one-time code). */
    sealed: (mail: NewMail): NewMail => ({ ...mail, textBody: seal.seal(mail.textBody), isSealed: true }),

    /**
     * Sends a mail now, in this request, and records it in the outbox as sent or failed with the
     * server's answer (the Settings test mail); undefined without SMTP_URL.
     */
    async sendNow(mail: NewMail): Promise<SendOutcome | undefined> {
      if (!sender) return undefined;
      const claim = randomBytes(12).toString('hex');
      const id = await insertClaimedMail(db, mail, claim, leaseMs);
      const outcome = await sender.send({ htmlBody: null, ...mail });
      if (outcome.kind === 'accepted') await markSent(db, id, claim, outcome.answer);
      else await markFailed(db, id, claim, outcome.answer);
      return outcome;
    },

    /** One pass of the worker now (tests); nothing without SMTP_URL. */
    run: async () => worker?.run(),
    stop: async () => worker?.stop(),
  };
}
export type Outbox = ReturnType<typeof openOutbox>;
