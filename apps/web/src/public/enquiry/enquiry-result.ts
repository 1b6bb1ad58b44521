import type { EnquiryApplication, EnquiryDocuments } from '@visadesk/contract';
import { APPLICATION_STATUSES } from '@visadesk/contract/plain';

/*
 * A hand-written shape check rather than the contract's zod schema: the public enquiry pages stay
 * free of zod (apps/web/README.md: the public pages stay light). It guards both the API answer and
 * what comes back from storage.
 */
const isString = (value: unknown): value is string => typeof value === 'string';
const isNullableString = (value: unknown): value is string | null => value === null || isString(value);

/** The sized copies of one image (ImageSizesSchema). */
function isImageSizes(value: unknown): value is EnquiryDocuments['documents'][number]['sizes'] {
  const v = value as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && isString(v.small) && isString(v.large);
}

function isDocument(value: unknown): value is EnquiryApplication['documents'][number] {
  const doc = value as Record<string, unknown> | null;
  return (
    typeof doc === 'object' &&
    doc !== null &&
    isString(doc.key) &&
    isString(doc.label) &&
    isString(doc.url) &&
    isImageSizes(doc.sizes)
  );
}

/** Whether a value has the shape of a printout's verification (PrintVerificationSchema). */
export function isPrintVerification(value: unknown): value is EnquiryApplication['verification'] {
  const v = value as Record<string, unknown> | null;
  return typeof v === 'object' && v !== null && isString(v.token) && isString(v.url);
}

/** Whether a value has the shape of an enquiry's photo and documents (EnquiryDocumentsSchema). */
export function isEnquiryDocuments(value: unknown): value is EnquiryDocuments {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    (v.image === null || isImageSizes(v.image)) && Array.isArray(v.documents) && v.documents.every(isDocument)
  );
}

/** Null, or a ticket and masked address (DocumentsLockedSchema). */
function isDocumentsLocked(value: unknown): boolean {
  if (value === null) return true;
  const v = value as Record<string, unknown> | undefined;
  return typeof v === 'object' && isString(v.ticket) && isString(v.maskedEmail);
}

/** Whether a value has the shape of one enquiry result (EnquiryApplicationSchema). */
export function isEnquiryApplication(value: unknown): value is EnquiryApplication {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    isString(v._id) &&
    isString(v.surname) &&
    isString(v.givenN) &&
    isString(v.passport) &&
    isString(v.currentN) &&
    (APPLICATION_STATUSES as readonly unknown[]).includes(v.isStatus) &&
    isNullableString(v.pending) &&
    isNullableString(v.approve) &&
    isString(v.retrievedAt) &&
    isPrintVerification(v.verification) &&
    isDocumentsLocked(v.documentsLocked) &&
    isEnquiryDocuments(v)
  );
}
