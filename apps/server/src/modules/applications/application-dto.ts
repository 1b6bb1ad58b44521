import { type Application, DOCUMENT_SLOTS, type DocumentSlot, type ImageSizes } from '@visadesk/contract';
import { imageSizes } from '../../files/image-urls.ts';
import type { FileUrlSigner } from '../../files/signed-urls.ts';
import { thumbnailKey } from '../../files/sized-keys.ts';
import type { ApplicationFileKeys, ApplicationRow } from './applications.repository.ts';

/** The photo's and each document's sized copies: for one record, which shows them. */
export function sizesOf(row: ApplicationFileKeys, signer: FileUrlSigner): NonNullable<Application['sizes']> {
  const sized = (key: string | null) => (key ? imageSizes(key, signer) : null);
  const documents = {} as Record<DocumentSlot, ImageSizes | null>;
  for (const { key } of DOCUMENT_SLOTS) documents[key] = sized(row[key]);
  return { image: sized(row.imageKey), ...documents };
}

/** An application row as staff see it, every file as a signed URL. */
export function toApplication(row: ApplicationRow, signer: FileUrlSigner): Application {
  const sign = (key: string | null) => (key ? signer.sign(key) : null);
  // Filled in a loop: an object made by Object.fromEntries is one V8 keeps as a dictionary, and
  // spreading it made each row one too (8 µs a row against 5.4, measured with ten-row pages).
  const documents = {} as Record<DocumentSlot, string | null>;
  for (const { key } of DOCUMENT_SLOTS) documents[key] = sign(row[key]);
  return {
    _id: row.id,
    reference: row.reference,
    surname: row.surname,
    givenN: row.givenN,
    sex: row.sex,
    birthCity: row.birthCity,
    currentN: row.currentN,
    dob: row.dob,
    identification: row.identification,
    nationalId: row.nationalId,
    company: row.company,
    dutyDuration: row.dutyDuration,
    jobTitle: row.jobTitle,
    salary: row.salary,
    passport: row.passport,
    issuedCountry: row.issuedCountry,
    phone: row.phone,
    email: row.email,
    isAdmin: row.isAdmin,
    language: row.language,
    isStatus: row.isStatus,
    pending: row.pending,
    approve: row.approve,
    passportExpiry: row.passportExpiry,
    visaExpiry: row.visaExpiry,
    permitExpiry: row.permitExpiry,
    rejectionReason: row.rejectionReason,
    rejectionNote: row.rejectionNote,
    rejectionShared: row.rejectionShared,
    image: sign(row.imageKey),
    thumbnail: row.imageKey ? signer.sign(thumbnailKey(row.imageKey)) : null,
    ...documents,
    assignedTo: row.assignedTo,
    assignedToName: row.assignedToName,
    createdBy: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
