import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DOCUMENT_CODE,
  type DocumentCodeSent,
  type DocumentGrant,
  MESSAGES,
  maskEmail,
  type Settings,
  senderNameOf,
} from '@visadesk/contract';
import { documentCodeMail } from '@visadesk/contract/applicant-mails';
import type { WindowCounters } from '../../cluster/window-counters.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { newObjectId } from '../../lib/object-id.ts';
import { type NewMail, queueMail } from '../../mail/outbox.repository.ts';
import type { OfficeSettings } from '../settings/office-settings.ts';
import * as repo from './document-codes.repository.ts';
import type { DocumentPasses } from './document-passes.ts';

const M = MESSAGES.documentCode;
const refused = () => new AppError('FORBIDDEN', M.enquiryAgain);

/** What the codes need around them: the passes, the limit counters, and the outbox's seal and nudge. */
export type DocumentCodesParts = {
  passes: DocumentPasses;
  counters: WindowCounters;
  /** The mail with its body sealed, so the outbox never holds a live code readable. */
  sealed: (mail: NewMail) => NewMail;
  /** After a commit that queued a code's mail: this node sends it now. */
  mailQueued: () => void;
  /** The office's name and sender, which the code's mail is signed with. */
  settings: OfficeSettings;
};

/**
 * The one-time code before documents. A matching enquiry's ticket
 * asks for a code, which is mailed through the outbox (kind `code`, expiring with the code) and
 * kept only as an HMAC; the code given back within its ten minutes and five tries answers a grant,
 * which fetches the documents of that application only.
 */
export function createDocumentCodes(db: Db, secret: Uint8Array, parts: DocumentCodesParts) {
  const { passes } = parts;
  const hashOf = codeHasher(secret);
  const within = limiter(parts.counters);

  /** A code asked for counts against its address, then its application; refused, it counts for neither. */
  async function withinRequestLimits(applicationId: string, clientAddress: string) {
    const address = `document-code:address:${clientAddress}`;
    const unhitAddress = await within(address, DOCUMENT_CODE.perAddress, M.perAddress);
    const application = `document-code:application:${applicationId}`;
    await within(application, DOCUMENT_CODE.perApplication, M.perApplication).catch(async (error) => {
      await unhitAddress();
      throw error;
    });
  }

  return {
    /** A ticket for a matching enquiry while the setting is on. */
    ticketFor: (applicationId: string, email: string) => ({
      ticket: passes.sign('ticket', applicationId, new Date(Date.now() + DOCUMENT_CODE.grantTtlMs)),
      maskedEmail: maskEmail(email),
    }),

    async request(ticket: string, clientAddress: string): Promise<DocumentCodeSent> {
      const applicationId = passes.read('ticket', ticket);
      if (!applicationId) throw refused();
      await withinRequestLimits(applicationId, clientAddress);
      const [recipient, settings] = await Promise.all([
        repo.findCodeRecipient(db, applicationId),
        parts.settings.read(),
      ]);
      if (!recipient) throw refused();
      const code = String(randomInt(0, 10 ** DOCUMENT_CODE.digits)).padStart(DOCUMENT_CODE.digits, '0');
      const id = newObjectId();
      const expiresAt = new Date(Date.now() + DOCUMENT_CODE.ttlMs);
      // The code and its mail are saved together; the mail is not sent after the code expires.
      await db.transaction(async (tx) => {
        await repo.insertCode(tx, {
          id,
          applicationId,
          codeHash: hashOf(id, code),
          expiresAt,
          clientAddress,
        });
        await queueMail(tx, parts.sealed(codeMail(settings, recipient, code, expiresAt)));
      });
      parts.mailQueued();
      return { maskedEmail: maskEmail(recipient.email), expiresAt: expiresAt.toISOString() };
    },

    async check(ticket: string, code: string, clientAddress: string): Promise<DocumentGrant> {
      const applicationId = passes.read('ticket', ticket);
      if (!applicationId) throw refused();
      await within(`document-code:tries:${clientAddress}`, DOCUMENT_CODE.triesPerAddress, M.perAddress);
      const row = await repo.countTry(db, applicationId);
      if (!row) throw badRequest(M.noCode, 'code');
      if (row.attempts > DOCUMENT_CODE.maxAttempts) throw new AppError('RATE_LIMITED', M.tooManyTries);
      if (row.expiresAt.getTime() <= Date.now()) throw badRequest(M.expired, 'code');
      const given = Buffer.from(hashOf(row.id, code));
      const isRight = timingSafeEqual(given, Buffer.from(row.codeHash));
      if (!isRight) {
        const left = DOCUMENT_CODE.maxAttempts - row.attempts;
        throw badRequest(left > 0 ? M.wrong(left) : M.tooManyTries, 'code');
      }
      if (!(await repo.useCode(db, row.id))) throw badRequest(M.noCode, 'code');
      const expiresAt = new Date(Date.now() + DOCUMENT_CODE.grantTtlMs);
      return { grant: passes.sign('grant', applicationId, expiresAt), expiresAt: expiresAt.toISOString() };
    },

    /** Whether `grant` is a live grant of this server for `applicationId` (and no other). */
    isGranted: (grant: string | undefined, applicationId: string) =>
      passes.read('grant', grant) === applicationId,
  };
}
export type DocumentCodes = ReturnType<typeof createDocumentCodes>;

/** A code's hash, keyed with the row's id, so one code typed for two rows never hashes the same. */
function codeHasher(secret: Uint8Array) {
  // Its own key (derived, with a label of its own): a code's hash is no pass and no file URL.
  const hashKey = Buffer.from(hkdfSync('sha256', secret, 'visadesk', 'document-code-hashes', 32));
  return (rowId: string, code: string) =>
    createHmac('sha256', hashKey).update(`${rowId}:${code}`).digest('base64url');
}

/** Counts one event against a limit; past it the event is taken back and refused with `message`. */
function limiter(counters: WindowCounters) {
  return async (key: string, limit: { max: number; windowMs: number }, message: string) => {
    const { count } = await counters.hit(key, limit.windowMs);
    if (count <= limit.max) return () => counters.unhit(key);
    await counters.unhit(key);
    throw new AppError('RATE_LIMITED', message);
  };
}

/** The code's mail, in the office's name and the applicant's language; sealed before the outbox holds it. */
function codeMail(
  settings: Settings,
  recipient: { id: string; email: string; language: string },
  code: string,
  expiresAt: Date,
) {
  const mail = documentCodeMail(recipient.language, {
    code,
    minutes: DOCUMENT_CODE.ttlMs / 60_000,
    siteName: settings.siteName,
  });
  return {
    recipient: recipient.email,
    fromName: senderNameOf(settings.mail, settings.siteName),
    subject: mail.subject,
    textBody: mail.text,
    kind: 'code' as const,
    applicationId: recipient.id,
    expiresAt,
  };
}
