import { DIGEST, type Settings, senderNameOf } from '@visadesk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { queueDigests } from './deadline-digest.ts';
import { queuePassportReminders } from './passport-reminders.ts';

/** What the sweep is handed: where mail goes and whether it works, and the office's settings. */
type SweepParts = {
  db: Db;
  /** The settings module's reader (infrastructure is handed it, never imports a module). */
  officeSettings: { read(): Promise<Settings> };
  isMailWorking: () => Promise<boolean>;
  /** After a commit that queued mail: this node's outbox worker sends it now. */
  wake: () => void;
  publicUrl: string;
  log: FastifyBaseLogger;
};

/**
 * The deadlines' mails, looked at every DIGEST.checkEveryMs on every node (beside the outbox
 * worker): the daily digests and the applicants' passport reminders once the office's morning has
 * come. They are written only while a mail server works, like status mails: none piles up to go
 * out at once later.
 */
export function startDeadlineSweep(parts: SweepParts) {
  let running: Promise<number> | undefined;
  async function check(at = new Date()): Promise<number> {
    if (!(await parts.isMailWorking())) return 0;
    const settings = await parts.officeSettings.read();
    const office = {
      timeZone: settings.timeZone,
      siteName: settings.siteName,
      fromName: senderNameOf(settings.mail, settings.siteName),
      publicUrl: parts.publicUrl,
    };
    const queued =
      (await queueDigests(parts.db, office, at)) +
      (await queuePassportReminders(parts.db, office, settings.mail, at));
    if (queued) parts.wake();
    return queued;
  }
  const run = (at?: Date) => {
    running ??= check(at)
      .catch((err) => {
        parts.log.warn({ err }, 'deadline mails check failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => void run(), DIGEST.checkEveryMs);
  timer.unref();
  return {
    /** One check now (tests give the instant); joins the one running. */
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
export type DeadlineSweep = ReturnType<typeof startDeadlineSweep>;
