import { MESSAGES } from '@visadesk/contract';
import nodemailer from 'nodemailer';

/** A mail ready to hand to the mail server (an outbox row's content). */
export type OutgoingMail = {
  recipient: string;
  fromName: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
};

/**
 * What the mail server made of a mail: accepted, refused for now (4xx, no connection: try again
 * later) or refused for good (5xx: trying again gets the same answer). `answer` is its reply line,
 * or the connection error, for the outbox.
 */
export type SendOutcome = { kind: 'accepted' | 'temporary' | 'permanent'; answer: string };

export type MailSender = { send(mail: OutgoingMail): Promise<SendOutcome>; close(): void };

/**
 * Bounds on one delivery. nodemailer's defaults (two minutes to connect, ten of silence) are for a
 * script sending one mail; a worker holding a lease on the row must finish well within the lease
 * (mail/outbox-worker.ts), and a node shutting down must not wait minutes.
 */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

type SmtpError = Error & { code?: string; responseCode?: number; response?: string; permanent?: boolean };

/** One plain address: nothing that could be read as a name, a group or a list of addresses. */
const SINGLE_ADDRESS = /^[^\s@<>,;:"()[\]\\]+@[^\s@<>,;:"()[\]\\]+$/;

/** The reply as the outbox keeps it: one line, bounded. */
const answerOf = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 500);

export function classifyError(error: SmtpError): SendOutcome {
  const answer = answerOf(error.response ?? `${error.code ? `${error.code}: ` : ''}${error.message}`);
  // A refused sign-in (535) is the server's configuration, not this mail's fault: every mail would
  // fail the same way, so they wait for the operator to fix SMTP_URL instead of all failing.
  const isPermanent = error.permanent === true && error.code !== 'EAUTH';
  return { kind: isPermanent ? 'permanent' : 'temporary', answer };
}

/**
 * Sends through the SMTP server of `smtpUrl` (smtp:// with STARTTLS when offered, smtps:// for
 * implicit TLS) from `from.address`. One connection per mail: the volume is a few mails per status
 * change, and a fresh connection leaves no state between mails.
 *
 * Header injection: the recipient goes in as one address object and in the envelope, so text in it
 * cannot become a second recipient; nodemailer encodes names and the subject (RFC 2047) and folds
 * them, so a CR or LF in them cannot start a header (mail/mail-sender.test.ts).
 */
export function createMailSender(smtpUrl: string, from: { address: string }): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...TIMEOUTS });
  return {
    async send(mail) {
      // Every recipient was checked as an address when written; one that is not is never sent.
      if (!SINGLE_ADDRESS.test(mail.recipient))
        return { kind: 'permanent', answer: MESSAGES.mail.notOneAddress };
      try {
        const info = await transport.sendMail({
          from: { name: mail.fromName, address: from.address },
          to: { name: '', address: mail.recipient },
          envelope: { from: from.address, to: [mail.recipient] },
          subject: mail.subject,
          text: mail.textBody,
          ...(mail.htmlBody ? { html: mail.htmlBody } : {}),
          disableFileAccess: true,
          disableUrlAccess: true,
        });
        return { kind: 'accepted', answer: answerOf(info.response) };
      } catch (error) {
        return classifyError(error as SmtpError);
      }
    },
    close: () => transport.close(),
  };
}
