import {
  DOCUMENT_SLOTS,
  type DocumentsLocked,
  type EnquiryApplication,
  type EnquiryDocuments,
  type PrintVerification,
} from '@visadesk/contract';
import { imageSizes } from '../../files/image-urls.ts';
import type { FileUrlSigner } from '../../files/signed-urls.ts';
import type { EnquiryDocumentsRow } from './document-codes.repository.ts';
import type { EnquiryRow } from './lookups.repository.ts';

/**
 * The photo and documents as an applicant opens them. The application id and slot are signed into
 * each document's URL (`view`), which opens its original, so the file route logs the view against
 * the application; the sized copies the page shows are signed without it, so showing a document
 * is not counted as opening it.
 */
export function toEnquiryDocuments(row: EnquiryDocumentsRow, signer: FileUrlSigner): EnquiryDocuments {
  return {
    image: row.imageKey ? imageSizes(row.imageKey, signer) : null,
    documents: DOCUMENT_SLOTS.flatMap(({ key, label }) => {
      const fileKey = row[key];
      return fileKey
        ? [
            {
              key,
              label,
              url: signer.sign(fileKey, { view: `${row.id}.${key}` }),
              sizes: imageSizes(fileKey, signer),
            },
          ]
        : [];
    }),
  };
}

/**
 * What an applicant sees of their own application: names, status, dates, and the photo and
 * documents, or, with the one-time code setting on, where to ask for them instead.
 */
export function toEnquiryApplication(
  row: EnquiryRow,
  signer: FileUrlSigner,
  verification: PrintVerification,
  documentsLocked: DocumentsLocked | null,
): EnquiryApplication {
  return {
    _id: row.id,
    reference: row.reference,
    surname: row.surname,
    givenN: row.givenN,
    passport: row.passport,
    currentN: row.currentN,
    isStatus: row.isStatus,
    pending: row.pending,
    approve: row.approve,
    // The reason and note reach the applicant only when the office chose to share them.
    rejectionReason: row.rejectionShared ? row.rejectionReason : null,
    rejectionNote: row.rejectionShared ? row.rejectionNote : null,
    ...(documentsLocked ? { image: null, documents: [] } : toEnquiryDocuments(row, signer)),
    retrievedAt: new Date().toISOString(),
    verification,
    documentsLocked,
  };
}
