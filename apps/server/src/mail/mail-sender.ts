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
export type SendOutcome = {
  kind: 'accepted' | 'temporary' | 'permanent';
  answer: string;
  /** What went wrong, for a sentence in plain words (the test mail's); absent when accepted. */
  reason?: FailureReason;
};

/** The kinds of failure an office manager can act on (MESSAGES.mail.why). */
export type FailureReason =
  | 'refusedConnection'
  | 'unknownHost'
  | 'timedOut'
  | 'secureConnection'
  | 'signIn'
  | 'refused'
  | 'other';

/**
 * Where mails go: an smtp:// or smtps:// address (the server's configuration), or the parts an
 * admin gives in Settings. `security`: none (plain, never upgraded), starttls (the connection must
 * be upgraded, else nothing is sent), tls (TLS from the first byte).
 */
export type SmtpServer =
  | string
  | {
      host: string;
      port: number;
      security: 'none' | 'starttls' | 'tls';
      user: string;
      password: string | undefined;
    };

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

/** Errors that are the mail server's settings, not the mail's: every mail would fail the same way. */
const SETTINGS_ERRORS = new Set(['EAUTH', 'ETLS', 'ENOAUTH']);

function reasonOf(error: SmtpError): FailureReason {
  const text = `${error.code ?? ''} ${error.message}`;
  if (error.code === 'EAUTH' || error.code === 'ENOAUTH') return 'signIn';
  if (error.code === 'ETLS' || /SSL|TLS|certificate|wrong version number/i.test(text))
    return 'secureConnection';
  if (error.code === 'EDNS' || /ENOTFOUND|EAI_AGAIN/.test(text)) return 'unknownHost';
  if (/ECONNREFUSED|EHOSTUNREACH|ENETUNREACH/.test(text)) return 'refusedConnection';
  if (error.code === 'ETIMEDOUT' || /timeout|never received/i.test(text)) return 'timedOut';
  if (error.responseCode !== undefined) return 'refused';
  return 'other';
}

export function classifyError(error: SmtpError): SendOutcome {
  const answer = answerOf(error.response ?? `${error.code ? `${error.code}: ` : ''}${error.message}`);
  // A refused sign-in (535) or a failed STARTTLS is the mail server's settings, not this mail's
  // fault: every mail would fail the same way, so they wait for the settings to be fixed instead of
  // all failing.
  const isPermanent = error.permanent === true && !SETTINGS_ERRORS.has(error.code ?? '');
  return { kind: isPermanent ? 'permanent' : 'temporary', answer, reason: reasonOf(error) };
}

/** nodemailer's options for `server`, with the bounds above. */
function transportOptions(server: SmtpServer) {
  if (typeof server === 'string') return { url: server, ...TIMEOUTS };
  return {
    host: server.host,
    port: server.port,
    secure: server.security === 'tls',
    requireTLS: server.security === 'starttls',
    ignoreTLS: server.security === 'none',
    ...(server.user ? { auth: { user: server.user, pass: server.password ?? '' } } : {}),
    ...TIMEOUTS,
  };
}

/**
 * Sends through the SMTP server `server` (an smtp:// address uses STARTTLS when offered, smtps://
 * implicit TLS) from `from.address`. One connection per mail: the volume is a few mails per status
 * change, and a fresh connection leaves no state between mails.
 *
 * Header injection: the recipient goes in as one address object and in the envelope, so text in it
 * cannot become a second recipient; nodemailer encodes names and the subject (RFC 2047) and folds
 * them, so a CR or LF in them cannot start a header (mail/mail-sender.test.ts).
 */
export function createMailSender(server: SmtpServer, from: { address: string }): MailSender {
  const transport = nodemailer.createTransport(transportOptions(server));
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
