import { z } from 'zod';
import {
  APPLICATION_FIELD_LABELS,
  type ApplicationField,
  DEADLINE_DATE_RANGE,
  DEADLINE_FIELD_KEYS,
  DEADLINE_FIELDS,
  type DeadlineField,
  EXPIRING_WITHIN,
  isCalendarDate,
  normalizePassport,
  normalizePhone,
} from './application-values.ts';
import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  DEFAULT_APPLICATION_SORT,
  DOCUMENT_SLOTS,
  type DocumentSlot,
  NAME_MAX,
  NAME_MIN,
  PAGE_SIZE,
  SEX_OPTIONS,
} from './constants.ts';
import { toCountryCode } from './countries.ts';
import { DOCUMENT_CODE } from './document-code.ts';
import { isLocale, LOCALES, type Locale } from './i18n/locales.ts';
import { IdParamsSchema, ObjectIdSchema } from './ids.ts';
import { MESSAGES } from './messages.ts';
import { OBJECT_ID_PATTERN } from './object-ids.ts';
import { searchText, text, trimmedText } from './text.ts';
import { UPLOAD_LINK } from './upload-link-words.ts';

const M = MESSAGES.applications;

/** The list's `assignedTo`: `me`, `none`, or a user's id. */
const ASSIGNED_TO_PATTERN = new RegExp(`^(me|none|${OBJECT_ID_PATTERN.source.slice(1, -1)})$`);

const TEXT_MAX = 120;
const invalid = (field: ApplicationField) => M.invalidField(APPLICATION_FIELD_LABELS[field]);

const requiredText = (field: ApplicationField, max = TEXT_MAX) =>
  text(invalid(field))
    .trim()
    .min(1, { error: invalid(field) })
    .max(max, { error: invalid(field) });

const country = (field: ApplicationField) =>
  requiredText(field).transform((value, ctx) => {
    const code = toCountryCode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: invalid(field) });
      return z.NEVER;
    }
    return code;
  });

const dateOfBirth = requiredText('dob', 10).refine(
  (value) => isCalendarDate(value) && value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10),
  { error: invalid('dob') },
);

/**
 * An optional expiry date: YYYY-MM-DD in DEADLINE_DATE_RANGE; empty (or null) is none. Left out,
 * an edit keeps the date the record has.
 */
const expiryDate = (field: DeadlineField) =>
  z
    .union([text(M.invalidField(DEADLINE_FIELDS[field].label)), z.null()], {
      error: M.invalidField(DEADLINE_FIELDS[field].label),
    })
    .transform((value, ctx) => {
      const day = value?.trim() ?? '';
      if (day === '') return null;
      const { min, max } = DEADLINE_DATE_RANGE;
      if (!isCalendarDate(day) || day < min || day > max) {
        ctx.addIssue({ code: 'custom', message: M.invalidField(DEADLINE_FIELDS[field].label) });
        return z.NEVER;
      }
      return day;
    })
    .optional();

const deadlineFields = Object.fromEntries(DEADLINE_FIELD_KEYS.map((field) => [field, expiryDate(field)])) as {
  [K in DeadlineField]: ReturnType<typeof expiryDate>;
};

/**
 * Whose case it is, chosen on the form: a user's id, or empty (or null) for no one. Left out, an
 * edit keeps the assignee the record has. A user that does not exist is the server's 400.
 */
const assignee = z
  .union([text(M.unknownAssignee), z.null()], { error: M.unknownAssignee })
  .transform((value, ctx) => {
    const id = value?.trim() ?? '';
    if (id === '') return null;
    if (!OBJECT_ID_PATTERN.test(id)) {
      ctx.addIssue({ code: 'custom', message: M.unknownAssignee });
      return z.NEVER;
    }
    return id;
  })
  .optional()
  .describe("The assignee's user id; empty for no one; left out, an edit keeps it.");

/**
 * The language the applicant reads (a public page's, LOCALES): their code and upload-link mails go
 * out in it. Left out, an add takes English and an edit keeps the record's.
 */
const language = text(M.invalidLanguage)
  .refine(isLocale, { error: M.invalidLanguage })
  .transform((code) => code as Locale)
  .optional()
  .describe(
    `The applicant's language (${LOCALES.map(({ code }) => code).join(', ')}): their one-time code and upload-link mails go out in it.`,
  );

/** An expiry before the date of birth is a typing slip: refused at the expiry, naming it. */
function expiriesAfterBirth(
  value: { dob: string } & { [K in DeadlineField]?: string | null },
  ctx: z.RefinementCtx,
) {
  for (const field of DEADLINE_FIELD_KEYS) {
    const day = value[field];
    if (day && day < value.dob)
      ctx.addIssue({
        code: 'custom',
        path: [field],
        message: M.expiryBeforeBirth(DEADLINE_FIELDS[field].label),
      });
  }
}

/** As typed, separators and all, up to this long; stored as "+" and digits (normalizePhone). */
const PHONE_TYPED_MAX = 40;
const phone = text(M.invalidPhone)
  .max(PHONE_TYPED_MAX, { error: M.invalidPhone })
  .transform((value, ctx) => {
    const normal = normalizePhone(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: M.invalidPhone });
      return z.NEVER;
    }
    return normal;
  });

const passport = requiredText('passport', 40)
  .transform(normalizePassport)
  .refine((value) => /^[A-Z0-9]{5,20}$/.test(value), { error: invalid('passport') });

function fields(names: { surname: string; givenN: string }) {
  const name = (message: string) => trimmedText(message, NAME_MIN, NAME_MAX);
  return {
    surname: name(names.surname),
    givenN: name(names.givenN),
    sex: z.enum(SEX_OPTIONS, { error: invalid('sex') }),
    birthCity: requiredText('birthCity'),
    currentN: country('currentN'),
    dob: dateOfBirth,
    identification: requiredText('identification'),
    nationalId: requiredText('nationalId', 40),
    company: requiredText('company'),
    dutyDuration: requiredText('dutyDuration'),
    jobTitle: requiredText('jobTitle'),
    salary: requiredText('salary'),
    passport,
    issuedCountry: country('issuedCountry'),
    phone,
    email: text(M.invalidEmail)
      .trim()
      .max(254, { error: M.invalidEmail })
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: M.invalidEmail })
      .transform((value) => value.toLowerCase()),
    isAdmin: z
      .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0', ''])])
      .optional()
      .transform((value) => value === true || value === 'true' || value === 'on' || value === '1'),
    ...deadlineFields,
    assignedTo: assignee,
    language,
  };
}

/**
 * The applicant fields of an add (spec section 5). Unknown keys are stripped: status and dates
 * change only through their own endpoints.
 */
export const ApplicationFieldsSchema = z
  .object(fields({ surname: M.surnameLength, givenN: M.givenNameLength }))
  .superRefine(expiriesAfterBirth);
export type ApplicationFieldsInput = z.input<typeof ApplicationFieldsSchema>;
export type ApplicationFields = z.output<typeof ApplicationFieldsSchema>;

/** The same fields on edit, where both names share one message. */
export const ApplicationEditFieldsSchema = z
  .object(fields({ surname: M.editNameLength, givenN: M.editNameLength }))
  .superRefine(expiriesAfterBirth);

export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

export const ApplicationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .catch(PAGE_SIZE.applications)
    .default(PAGE_SIZE.applications)
    .transform((n) => Math.min(n, PAGE_SIZE.max)),
  search: searchText(),
  status: ApplicationStatusSchema.optional().catch(undefined),
  /** The order; an unknown one is the default, newest first. */
  sort: z.enum(APPLICATION_SORTS).catch(DEFAULT_APPLICATION_SORT).default(DEFAULT_APPLICATION_SORT),
  /**
   * Days ahead in the office's calendar: only applications whose nearest deadline (passport, visa
   * or permit expiry) falls on or before today plus this many days, the overdue included.
   */
  expiringWithin: text(M.invalidExpiringWithin(EXPIRING_WITHIN.max))
    .regex(/^\d{1,3}$/, { error: M.invalidExpiringWithin(EXPIRING_WITHIN.max) })
    .transform(Number)
    .pipe(z.number().max(EXPIRING_WITHIN.max, { error: M.invalidExpiringWithin(EXPIRING_WITHIN.max) }))
    .optional()
    .describe(
      `Days ahead (0 to ${EXPIRING_WITHIN.max}) in the office's calendar: only applications whose nearest deadline (passport, visa or work permit expiry) falls on or before today plus this many days, the overdue included.`,
    ),
  /** `1`: only those the applicant sent a document to through an upload link lately. */
  fromApplicant: z
    .enum(['1'])
    .optional()
    .catch(undefined)
    .describe(
      `1: only applications the applicant sent a document to through an upload link in the last ${UPLOAD_LINK.newForDays} days.`,
    ),
  /** Whose cases: the caller's (`me`), the unassigned ones (`none`), or one user's (their id). */
  assignedTo: text(M.invalidAssignedTo)
    .regex(ASSIGNED_TO_PATTERN, { error: M.invalidAssignedTo })
    .optional()
    .describe("Whose cases: `me` (the caller's), `none` (unassigned) or a user's id."),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;

/** POST assignApplication: the user the case is assigned to, or null for none. */
export const AssignApplicationBodySchema = z.object({
  assignedTo: ObjectIdSchema.nullable().describe("The assignee's user id, or null to unassign."),
});
export type AssignApplicationBody = z.infer<typeof AssignApplicationBodySchema>;

/** GET fetchApplicationEnquiry: all three required; exact match only. */
export const EnquiryQuerySchema = z.object({
  search: text(M.enquiryNone, M.enquiryRequired)
    .trim()
    .min(1, { error: M.enquiryRequired })
    .max(40, { error: M.enquiryNone }),
  search1: text(M.enquiryNone, M.enquiryRequired)
    .trim()
    .min(1, { error: M.enquiryRequired })
    .max(80, { error: M.enquiryNone }),
  search2: text(M.enquiryNone, M.enquiryRequired)
    .trim()
    .min(1, { error: M.enquiryRequired })
    .max(10, { error: M.enquiryNone }),
  limit: z.coerce.number().optional(),
  /** The language of the page that asked: a match takes it as the applicant's language. */
  lang: language.describe(
    "The enquiry page's language (a LOCALES code): a match keeps it as the applicant's language.",
  ),
});
export type EnquiryQuery = z.input<typeof EnquiryQuerySchema>;

const DOCUMENT_SLOT_KEYS = DOCUMENT_SLOTS.map(({ key }) => key) as [DocumentSlot, ...DocumentSlot[]];

/** The address of one document slot of one application (`APPLICATION_API.document`). */
export const DocumentParamsSchema = IdParamsSchema.extend({ slot: z.enum(DOCUMENT_SLOT_KEYS) });

const documentShape = Object.fromEntries(
  DOCUMENT_SLOTS.map(({ key }) => [key, z.string().nullable()]),
) as Record<DocumentSlot, z.ZodNullable<z.ZodString>>;

/**
 * What a printout carries to prove itself: the server-signed token and the
 * address of its verification page (PUBLIC_URL/verify/<token>). The QR code of that address is an
 * image of its own (`APPLICATION_API.verifyQr`), drawn once per token and cached by the browser.
 */
export const PrintVerificationSchema = z.object({ token: z.string(), url: z.string() });
export type PrintVerification = z.infer<typeof PrintVerificationSchema>;

/** The sized copies of one stored image (IMAGE_WIDTHS), as signed URLs: for `srcset`. */
export const ImageSizesSchema = z.object({ small: z.string(), large: z.string() });
export type ImageSizes = z.infer<typeof ImageSizesSchema>;

const sizedShape = Object.fromEntries(
  DOCUMENT_SLOTS.map(({ key }) => [key, ImageSizesSchema.nullable()]),
) as Record<DocumentSlot, z.ZodNullable<typeof ImageSizesSchema>>;

/** A rejection's reason (one of the office's) and note; null when none, or when not rejected. */
const rejectionShape = {
  rejectionReason: z.string().nullable().describe('The rejection reason; null when none or not rejected.'),
  rejectionNote: z.string().nullable().describe("The rejection's note; null when none or not rejected."),
};

/** The status, and the dates its actions set (the visa collect and approve dates); null until set. */
const statusShape = {
  isStatus: ApplicationStatusSchema,
  pending: z.string().nullable(),
  approve: z.string().nullable(),
};

/** An application as staff see it. File fields are signed, expiring URLs (or null). */
export const ApplicationSchema = z.object({
  _id: z.string(),
  /** The case's reference, `K7M-29XD`: given by the database, unique, never changed. */
  reference: z
    .string()
    .describe('The case reference (seven Crockford base-32 characters, shown as K7M-29XD).'),
  surname: z.string(),
  givenN: z.string(),
  sex: z.string(),
  birthCity: z.string(),
  currentN: z.string(),
  dob: z.string(),
  identification: z.string(),
  nationalId: z.string(),
  company: z.string(),
  dutyDuration: z.string(),
  jobTitle: z.string(),
  salary: z.string(),
  passport: z.string(),
  issuedCountry: z.string(),
  phone: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  /** The language the applicant reads (LOCALES); their code and upload-link mails go out in it. */
  language: z.string().describe("The applicant's language (a LOCALES code)."),
  ...statusShape,
  /** The expiry dates (YYYY-MM-DD), each null when none is recorded. */
  passportExpiry: z.string().nullable().describe('Passport expiry date (YYYY-MM-DD), null when none.'),
  visaExpiry: z.string().nullable().describe('Visa expiry date (YYYY-MM-DD), null when none.'),
  permitExpiry: z.string().nullable().describe('Work permit expiry date (YYYY-MM-DD), null when none.'),
  ...rejectionShape,
  /** Whether the applicant sees the rejection's reason and note (false while not rejected). */
  rejectionShared: z.boolean(),
  image: z.string().nullable(),
  thumbnail: z.string().nullable(),
  ...documentShape,
  /** The user whose case it is (their id) and their name; null when unassigned. */
  assignedTo: z.string().nullable().describe("The assignee's user id, null when unassigned."),
  assignedToName: z.string().nullable().describe("The assignee's name, null when unassigned."),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On the one record (the applicant copy), not in lists: what its printout carries. */
  verification: PrintVerificationSchema.optional(),
  /** On one record, not in lists: the photo's and each document's sized copies, to show. */
  sizes: z.object({ image: ImageSizesSchema.nullable(), ...sizedShape }).optional(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ApplicationListSchema = z.object({
  applications: z.array(ApplicationSchema),
  totalApplication: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  /** The office's calendar day (YYYY-MM-DD): a deadline before it is overdue. */
  today: z.string(),
  /**
   * A search with more than SEARCH_MATCHES_LISTED matches: true, and only the first that many are
   * listed (`totalApplication` and `totalPages` count those); absent otherwise. Last: the fast
   * serializer writes the optional properties after the required ones, as zod must too.
   */
  moreThan: z.boolean().optional(),
});
export type ApplicationList = z.infer<typeof ApplicationListSchema>;

export const StatusChangeSchema = z.object({
  _id: z.string(),
  from: ApplicationStatusSchema.nullable(),
  to: ApplicationStatusSchema,
  by: z.string().nullable(),
  at: z.string(),
  /** What was given with a rejection; null otherwise. */
  reason: z.string().nullable(),
  note: z.string().nullable(),
});
export type StatusChange = z.infer<typeof StatusChangeSchema>;

export const PublicLookupSchema = z.object({
  _id: z.string(),
  at: z.string(),
  clientAddress: z.string(),
  kind: z.enum(['enquiry', 'document']),
  document: z.string().nullable(),
});
export type PublicLookup = z.infer<typeof PublicLookupSchema>;

export const ApplicationHistorySchema = z.object({
  statusChanges: z.array(StatusChangeSchema),
  lookups: z.array(PublicLookupSchema),
});
export type ApplicationHistory = z.infer<typeof ApplicationHistorySchema>;

/** What the public enquiry answers: only what the applicant needs to see. */
/**
 * The photo and documents of an enquiry: `url` opens a document's original and is logged as a
 * view; `sizes` show it, on screen and on paper, without a log.
 */
export const EnquiryDocumentsSchema = z.object({
  image: ImageSizesSchema.nullable(),
  documents: z.array(
    z.object({ key: z.string(), label: z.string(), url: z.string(), sizes: ImageSizesSchema }),
  ),
});
export type EnquiryDocuments = z.infer<typeof EnquiryDocumentsSchema>;

/**
 * With the one-time code setting on, a matching enquiry answers no photo and no
 * documents but this: a signed ticket that lets it ask for a code, and where the code will go.
 */
export const DocumentsLockedSchema = z.object({ ticket: z.string(), maskedEmail: z.string() });
export type DocumentsLocked = z.infer<typeof DocumentsLockedSchema>;

export const EnquiryApplicationSchema = z.object({
  _id: z.string(),
  reference: z.string(),
  surname: z.string(),
  givenN: z.string(),
  passport: z.string(),
  currentN: z.string(),
  ...statusShape,
  /** Only a rejection's reason and note the office chose to share; null otherwise. */
  ...rejectionShape,
  ...EnquiryDocumentsSchema.shape,
  retrievedAt: z.string(),
  verification: PrintVerificationSchema,
  /** Null: the photo and documents are in the answer; otherwise they need a one-time code. */
  documentsLocked: DocumentsLockedSchema.nullable(),
});
export type EnquiryApplication = z.infer<typeof EnquiryApplicationSchema>;
export const EnquiryResponseSchema = z.object({ applications: z.array(EnquiryApplicationSchema) });
export type EnquiryResponse = z.infer<typeof EnquiryResponseSchema>;

/** POST requestDocumentCode: the ticket of a matching enquiry. */
export const DocumentCodeRequestSchema = z.strictObject({
  ticket: text(MESSAGES.documentCode.enquiryAgain).max(200, { error: MESSAGES.documentCode.enquiryAgain }),
});
/** A code is on its way: to this masked address, good until then (ISO 8601). */
export const DocumentCodeSentSchema = z.object({ maskedEmail: z.string(), expiresAt: z.string() });
export type DocumentCodeSent = z.infer<typeof DocumentCodeSentSchema>;

/** POST checkDocumentCode: the ticket and the code as the applicant typed it (spaces are ignored). */
export const DocumentCodeCheckSchema = DocumentCodeRequestSchema.extend({
  code: text(MESSAGES.documentCode.format)
    .transform((code) => code.replace(/\s/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${DOCUMENT_CODE.digits}}$`), { error: MESSAGES.documentCode.format }),
    ),
});
export type DocumentCodeCheck = z.input<typeof DocumentCodeCheckSchema>;

/** The grant: sent in DOCUMENT_CODE.grantHeader to fetchEnquiryDocuments, for this application only. */
export const DocumentGrantSchema = z.object({ grant: z.string(), expiresAt: z.string() });
export type DocumentGrant = z.infer<typeof DocumentGrantSchema>;

/**
 * A printout's token, as the verification page's address carries it: any storable text is judged
 * (a 200 with a verdict); text no form could hold (a NUL, a lone surrogate) is refused with 400.
 */
export const VerificationParamsSchema = z.object({ token: text(M.printoutAddressInvalid) });

const certified = {
  /** Given and family name, as on the printout. */
  name: z.string(),
  reference: z.string(),
  /** Masked (maskPassport). */
  passport: z.string(),
  /** The status the printout certifies, and when the application took it (ISO 8601). */
  status: ApplicationStatusSchema,
  statusSince: z.string(),
};
/** What the verification page shows: a verdict and, for a printout of a record still held, what it certifies. */
export const VerificationResultSchema = z.discriminatedUnion('verdict', [
  z.object({ verdict: z.literal('current'), ...certified }),
  z.object({ verdict: z.literal('superseded'), ...certified }),
  z.object({ verdict: z.literal('notOnRecord') }),
  z.object({ verdict: z.literal('notGenuine') }),
]);
export type VerificationResult = z.infer<typeof VerificationResultSchema>;
