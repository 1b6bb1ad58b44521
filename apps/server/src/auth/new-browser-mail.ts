import {
  newBrowserMail,
  oneLine,
  ROUTES,
  type Settings,
  senderNameOf,
  signInMomentIn,
  type User,
} from '@visadesk/contract';
import { type NewMail, queueMail } from '../mail/outbox.repository.ts';
import { clientInWords, describeUserAgent } from './user-agent.ts';
import type { SignInClient } from './user-sessions.repository.ts';

/** A notice older than this is not sent late: by then the session list tells more. */
const NOTICE_KEPT_MS = 3 * 86_400_000;

/** What the new-browser mail is made from, handed to the auth service by app.ts. */
export type NewBrowserMailParts = {
  /** The office's settings (the settings module's reader): its name, sender and time zone. */
  officeSettings: { read(): Promise<Settings> };
  publicUrl: string;
  /** Tells this node's outbox worker a mail waits, once the sign-in has committed. */
  wake(): void;
};

export type NewBrowserMail = {
  /**
   * The mail for this sign-in, made before the sign-in's transaction (the settings are read outside
   * it: PGlite has one connection, which the transaction holds); `queue` writes it inside.
   */
  compose(user: User, client: SignInClient, at: Date): Promise<NewMail>;
  queue(tx: Parameters<typeof queueMail>[0], mail: NewMail): Promise<unknown>;
  wake(): void;
};

/**
 * The mail telling a user their account was signed in to from a browser it had not been used
 * from: when, which browser and system, from which address, and what to do if it was not them. Queued whether or not a mail server works yet: it waits in the outbox for one.
 */
export function createNewBrowserMail(parts: NewBrowserMailParts): NewBrowserMail {
  return {
    async compose(user, client, at) {
      const settings = await parts.officeSettings.read();
      const mail = newBrowserMail({
        name: oneLine(user.name),
        siteName: oneLine(settings.siteName),
        when: signInMomentIn(settings.timeZone, at),
        client: oneLine(clientInWords(describeUserAgent(client.userAgent))),
        address: client.address,
        profileUrl: `${parts.publicUrl}${ROUTES.profile}`,
      });
      return {
        recipient: user.email,
        fromName: senderNameOf(settings.mail, settings.siteName),
        subject: oneLine(mail.subject),
        textBody: mail.text,
        kind: 'account',
        expiresAt: new Date(at.getTime() + NOTICE_KEPT_MS),
      };
    },
    queue: queueMail,
    wake: parts.wake,
  };
}
