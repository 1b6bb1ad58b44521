import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  DOCUMENT_SLOTS,
  type DocumentSlot,
  oneLine,
  ROUTES,
  senderNameOf,
  UPLOAD_LINK,
  UPLOAD_LINK_MESSAGES,
  type UploadLink,
  type UploadLinkCreated,
  type UploadLinkState,
  type UploadPage,
} from '@visadesk/contract';
import { uploadLinkMail } from '@visadesk/contract/applicant-mails';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { type NewMail, queueMail } from '../../mail/outbox.repository.ts';
import type { OfficeSettings } from '../settings/office-settings.ts';
import type { ApplicationsService } from './applications.service.ts';
import * as repo from './upload-links.repository.ts';

const M = UPLOAD_LINK_MESSAGES;
const LABEL_OF = new Map<string, string>(DOCUMENT_SLOTS.map(({ key, label }) => [key, label]));

/** Only the hash is stored: a copy of the table (a backup) opens no link. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a closed link says to the applicant, plainly. */
const CLOSED: Record<Exclude<UploadLinkState, 'open'>, string> = {
  expired: M.expired,
  revoked: M.revoked,
  completed: M.completed,
};

/** What upload links need around them: the office's settings and address, the outbox's seal and nudge. */
export type UploadLinkParts = {
  officeSettings: OfficeSettings;
  publicUrl: string;
  days: number;
  sealed: (mail: NewMail) => NewMail;
  mailQueued: () => void;
};

/** The applicant's proof: the link's token and their date of birth. */
export type UploadCredentials = { token: string; dob: string };

/**
 * Upload links: staff ask for missing document slots; the applicant's link (32 random bytes, only
 * its SHA-256 kept, mailed sealed through the outbox) opens with their date of birth and takes
 * those slots only, each once, until it expires, staff close it or everything has arrived.
 */
export function createUploadLinks(db: Db, service: ApplicationsService, parts: UploadLinkParts) {
  /** The open link the credentials name; refused plainly when it is unknown, closed, or not theirs. */
  async function openLink({ token, dob }: UploadCredentials) {
    const link = await repo.findUploadLink(db, hashToken(token));
    if (!link) throw notFound(M.notFound);
    if (link.state !== 'open') throw new AppError('CONFLICT', CLOSED[link.state]);
    if (!sameText(dob.trim(), link.dob)) {
      const failures = await repo.countBirthDateFailure(db, link.id, UPLOAD_LINK.maxBirthDateFailures);
      const left = UPLOAD_LINK.maxBirthDateFailures - failures;
      if (left <= 0) throw new AppError('CONFLICT', M.revoked);
      throw badRequest(M.birthDateWrong(left), 'dob');
    }
    return link;
  }

  return {
    create: (applicationId: string, slots: DocumentSlot[], createdBy: string) =>
      sendLink(db, service, parts, { applicationId, slots, createdBy }),

    async list(applicationId: string): Promise<UploadLink[]> {
      await service.get(applicationId);
      const rows = await repo.listUploadLinks(db, applicationId);
      return rows.map((row) => ({
        _id: row.id,
        slots: row.slots,
        received: row.received,
        state: row.state,
        createdAt: row.createdAt.toISOString(),
        createdBy: row.createdBy,
        expiresAt: row.expiresAt.toISOString(),
      }));
    },

    async revoke(applicationId: string, linkId: string): Promise<void> {
      if (!(await repo.revokeUploadLink(db, applicationId, linkId))) throw notFound(M.linkNotFound);
    },

    /** What the applicant's page shows once their date of birth matched. */
    async open(credentials: UploadCredentials): Promise<UploadPage> {
      const link = await openLink(credentials);
      return pageOf(link, link.received);
    },

    /** Refuses, before any byte of the file is read, an upload the link does not take. */
    async checkUpload(credentials: UploadCredentials, slot: DocumentSlot): Promise<void> {
      const link = await openLink(credentials);
      pendingSlot(link, slot);
    },

    /**
     * The staged file attached to its slot with its history and the link's count, in one
     * transaction; the link is checked again under its lock (it may have closed while the file
     * was on its way).
     */
    async receive(credentials: UploadCredentials, slot: DocumentSlot, key: string): Promise<UploadPage> {
      const tokenHash = hashToken(credentials.token);
      const link = await openLink(credentials);
      await service.receiveDocument(link.applicationId, slot, key, async (tx) => {
        const locked = await repo.findUploadLink(tx, tokenHash, true);
        if (!locked) throw notFound(M.notFound);
        if (locked.state !== 'open') throw new AppError('CONFLICT', CLOSED[locked.state]);
        pendingSlot(locked, slot);
        await repo.markReceived(tx, locked, slot);
      });
      return pageOf(link, [...link.received, slot]);
    },
  };
}
export type UploadLinks = ReturnType<typeof createUploadLinks>;

/** A new link for the slots asked, mailed sealed to the applicant in the transaction that makes it. */
async function sendLink(
  db: Db,
  service: ApplicationsService,
  parts: UploadLinkParts,
  { applicationId, slots, createdBy }: { applicationId: string; slots: DocumentSlot[]; createdBy: string },
): Promise<UploadLinkCreated> {
  const application = await service.get(applicationId);
  const token = randomBytes(32).toString('base64url');
  const url = `${parts.publicUrl}${ROUTES.upload}#${token}`;
  const settings = await parts.officeSettings.read();
  const link = await db.transaction(async (tx) => {
    const row = await repo.insertUploadLink(tx, {
      applicationId,
      tokenHash: hashToken(token),
      slots,
      createdBy,
      days: parts.days,
    });
    const mail = uploadLinkMail(application.language, {
      name: oneLine(`${application.givenN} ${application.surname}`),
      siteName: oneLine(settings.siteName),
      slots,
      link: url,
      days: parts.days,
    });
    // The mail carries a way in: sealed in the outbox, and not sent once the link has died.
    await queueMail(
      tx,
      parts.sealed({
        recipient: application.email,
        fromName: senderNameOf(settings.mail, settings.siteName),
        subject: oneLine(mail.subject),
        textBody: mail.text,
        kind: 'upload',
        applicationId,
        expiresAt: row.expiresAt,
      }),
    );
    return row;
  });
  parts.mailQueued();
  return { _id: link.id, url, expiresAt: link.expiresAt.toISOString() };
}

/** The applicant's name and what the link asks for: nothing else of the record. */
function pageOf(link: repo.LinkWithApplicant, received: DocumentSlot[]): UploadPage {
  return {
    name: `${link.givenN} ${link.surname}`,
    expiresAt: link.expiresAt.toISOString(),
    slots: link.slots.map((key) => ({
      key,
      label: LABEL_OF.get(key) ?? key,
      received: received.includes(key),
    })),
  };
}

/** Refused unless the link asks for `slot` and it has not arrived yet. */
function pendingSlot(link: repo.UploadLinkRow, slot: DocumentSlot) {
  if (!link.slots.includes(slot)) throw new AppError('FORBIDDEN', M.slotNotAsked);
  if (link.received.includes(slot)) throw new AppError('CONFLICT', M.slotReceived);
}

/** Compared in constant time, so the answer's timing tells nothing of the date. */
function sameText(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
