import { z } from 'zod';
import { CaseSettingsInputSchema, CaseSettingsSchema } from './case-office-schemas.ts';
import { NAME_MAX, NAME_MIN, PUBLISH_STATUSES, REMINDER_DAYS, RETENTION } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { isTimeZone } from './office-calendar.ts';
import { isWellFormedPageLink, normalizePageLink, PAGE_LINK_MAX } from './page-links.ts';
import { isReservedPageLink } from './reserved-page-links.ts';
import { SECOND_FACTOR_REQUIRED } from './second-factor-messages.ts';
import { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks.ts';
import { storedRecord } from './stored-record.ts';
import { text, trimmedText } from './text.ts';

export type PublishStatus = (typeof PUBLISH_STATUSES)[number];

// ---- Pages -----------------------------------------------------------------------------------

/** Page content is Markdown and may be long as a page of text needs; the title keeps 3-31. */
export const PAGE_CONTENT_MAX = 50_000;
/** Why a (normalised) link cannot be a page's address, or null when it can. */
export function pageLinkProblem(link: string): string | null {
  if (!isWellFormedPageLink(link)) return MESSAGES.pages.linkInvalid;
  if (isReservedPageLink(link)) return MESSAGES.pages.linkReserved;
  return null;
}

const pageLink = text(MESSAGES.pages.linkInvalid)
  .transform(normalizePageLink)
  .superRefine((link, ctx) => {
    const problem = pageLinkProblem(link);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const M = MESSAGES.pages;
const flag = z.boolean({ error: M.invalidFlag });

/**
 * POST addPage and PUT updatePage. `status` and `published` say the same thing: either may be
 * sent (both must then agree) and the other is derived. Absent both, a new page is Unpublished
 * and an edited page keeps its status; absent `shownOnNavbar`, likewise false or kept.
 */
export const PageInputSchema = z
  .strictObject({
    title: trimmedText(M.titleOrContentLength, NAME_MIN, NAME_MAX),
    content: text(M.titleOrContentLength)
      .trim()
      .min(NAME_MIN, { error: M.titleOrContentLength })
      .max(PAGE_CONTENT_MAX, { error: M.contentTooLong }),
    link: pageLink,
    status: z.enum(PUBLISH_STATUSES, { error: M.invalidStatus }).optional(),
    published: flag.optional(),
    shownOnNavbar: flag.optional(),
  })
  .refine(
    (page) =>
      page.status === undefined ||
      page.published === undefined ||
      page.published === (page.status === 'Published'),
    { error: M.statusMismatch, path: ['published'] },
  )
  .transform(({ published, status, ...page }) => ({
    ...page,
    status: status ?? (published === undefined ? undefined : published ? 'Published' : 'Unpublished'),
  }));
export type PageInput = z.input<typeof PageInputSchema>;
export type PageFields = z.output<typeof PageInputSchema>;

/** A content page; `published` is always `status === 'Published'`. */
export const PageSchema = storedRecord({
  title: z.string(),
  content: z.string(),
  link: z.string(),
  status: z.enum(PUBLISH_STATUSES),
  published: z.boolean(),
  shownOnNavbar: z.boolean(),
});
export type Page = z.infer<typeof PageSchema>;

/** GET fetchPage: by title; without a token only published pages. */
export const PageListSchema = z.array(PageSchema);
export type PageList = z.infer<typeof PageListSchema>;

/** GET fetchPageByLink?link=/about-us (public). A missing or impossible link is simply not found. */
export const PageByLinkQuerySchema = z.object({
  link: text(MESSAGES.pages.linkInvalid)
    .max(PAGE_LINK_MAX * 2)
    .catch('')
    .default(''),
});
export type PageByLinkQuery = z.input<typeof PageByLinkQuerySchema>;

// ---- Sliders ---------------------------------------------------------------------------------

export const SLIDE_CONTENT_MAX = 200;
const S = MESSAGES.sliders;

/**
 * The text fields of addSlider and updateSlider (multipart, beside the `image` file). A new slide
 * without a status is Unpublished; an edited one keeps its status. Unknown fields are ignored.
 */
export const SliderFieldsSchema = z.object({
  thumbnail: trimmedText(S.thumbnailLength, NAME_MIN, NAME_MAX),
  title: trimmedText(S.titleLength, NAME_MIN, SLIDE_CONTENT_MAX),
  status: z.enum(PUBLISH_STATUSES, { error: S.invalidStatus }).optional(),
});
export type SliderFieldsInput = z.input<typeof SliderFieldsSchema>;
export type SliderFields = z.output<typeof SliderFieldsSchema>;

/** A homepage slide: `thumbnail` is the slide title, `title` its text; images are signed URLs. */
export const SliderSchema = storedRecord({
  thumbnail: z.string(),
  title: z.string(),
  image: z.string(),
  /** The 100x100 preview the slider list shows. */
  imageThumb: z.string(),
  status: z.enum(PUBLISH_STATUSES),
});
export type Slider = z.infer<typeof SliderSchema>;

/** GET fetchSlider: newest first; without a token only published slides. */
export const SliderListSchema = z.array(SliderSchema);
export type SliderList = z.infer<typeof SliderListSchema>;

// ---- Settings --------------------------------------------------------------------------------

const T = MESSAGES.settings;

const httpsUrl = text(T.httpsUrl)
  .trim()
  .max(300, { error: T.httpsUrl })
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: T.httpsUrl }));

/** An optional link: blank or absent means none. */
const optionalHttpsUrl = z
  .union([z.literal(''), z.null(), httpsUrl], { error: T.httpsUrl })
  .optional()
  .transform((value) => value || null);

const optionalText = (max: number, message: string) =>
  text(message).trim().max(max, { error: message }).optional().default('');

/** A phone number as people write it: 6 to 20 digits with spaces, dots, dashes, brackets, a leading +. */
const isPhoneNumber = (phone: string) =>
  /^\+?[0-9 ().-]{6,30}$/.test(phone) && /^\d{6,20}$/.test(phone.replace(/\D/g, ''));

const R = MESSAGES.recentlyDeleted;
/** A whole number within `range`, else `message`. */
const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, {
    error: message,
  });

const mailSubject = text(T.mailSubjectLength)
  .trim()
  .min(1, { error: T.mailSubjectLength })
  .max(200, { error: T.mailSubjectLength });
const mailBody = text(T.mailBodyLength)
  .trim()
  .min(1, { error: T.mailBodyLength })
  .max(5000, { error: T.mailBodyLength });

/** PUT updateSetting (admins): the whole settings record. */
export const SettingsInputSchema = z.strictObject({
  siteName: text(T.siteNameLength).trim().min(2, { error: T.siteNameLength }).max(60, {
    error: T.siteNameLength,
  }),
  tagline: optionalText(160, T.taglineLength),
  contactEmail: text(T.invalidEmail)
    .trim()
    .max(254, { error: T.invalidEmail })
    .pipe(z.email({ error: T.invalidEmail }))
    .transform((email) => email.toLowerCase()),
  phone: text(T.invalidPhone)
    .trim()
    .refine((phone) => phone === '' || isPhoneNumber(phone), { error: T.invalidPhone })
    .optional()
    .default(''),
  address: optionalText(300, T.addressLength),
  officeHours: optionalText(120, T.officeHoursLength),
  social: z
    .strictObject(
      Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, optionalHttpsUrl])) as Record<
        SocialNetwork,
        typeof optionalHttpsUrl
      >,
    )
    .optional()
    .transform(
      (social) =>
        Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, social?.[network] ?? null])) as Record<
          SocialNetwork,
          string | null
        >,
    ),
  eligibilityUrl: httpsUrl,
  /** The office's time zone: its calendar dates the visa dates. Absent: the server's own zone. */
  timeZone: text(T.invalidTimeZone)
    .trim()
    .max(64, { error: T.invalidTimeZone })
    .refine(isTimeZone, { error: T.invalidTimeZone })
    .optional(),
  /** The status mails (Settings > Mail). Absent: the saved mail settings are kept as they are. */
  mail: z
    .strictObject({
      statusMailsEnabled: z.boolean({ error: T.statusMailsSwitch }),
      senderName: optionalText(60, T.senderNameLength),
      statusSubject: mailSubject,
      statusBody: mailBody,
      /** Absent: kept as saved (a client that predates it). */
      documentCodeRequired: z.boolean({ error: T.documentCodeSwitch }).optional(),
      /** The passport reminder; each absent: kept as saved. */
      reminderMailsEnabled: z.boolean({ error: T.reminderMailsSwitch }).optional(),
      reminderDays: wholeNumber(REMINDER_DAYS, T.reminderDays).optional(),
      reminderSubject: mailSubject.optional(),
      reminderBody: mailBody.optional(),
    })
    .optional(),
  /** Rejection reasons and who may delete (Settings > Cases). Absent: kept as saved. */
  cases: CaseSettingsInputSchema.optional(),
  /** How long deleted records and the history are kept. Absent: kept as saved. */
  retention: z
    .strictObject({
      deletedKeepDays: wholeNumber(RETENTION.deletedKeepDays, R.deletedKeepDays),
      historyKeepDays: wholeNumber(RETENTION.historyKeepDays, R.historyKeepDays).nullable(),
      historyKeepVersions: wholeNumber(RETENTION.historyKeepVersions, R.historyKeepVersions).nullable(),
      /** Absent: kept as saved. */
      auditKeepDays: wholeNumber(RETENTION.auditKeepDays, R.auditKeepDays).optional(),
    })
    .optional(),
  /** Who must have a second factor (Settings > Security). Absent: kept as saved. */
  security: z
    .strictObject({
      secondFactorRequired: z.enum(SECOND_FACTOR_REQUIRED, { error: MESSAGES.twoFactor.invalidRequired }),
    })
    .optional(),
});
export type SettingsInput = z.input<typeof SettingsInputSchema>;
export type SettingsFields = z.output<typeof SettingsInputSchema>;

/** The site settings the landing page reads; `updatedAt` is null until an admin first saves them. */
export const SettingsSchema = z.object({
  siteName: z.string(),
  tagline: z.string(),
  contactEmail: z.string(),
  phone: z.string(),
  address: z.string(),
  officeHours: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    linkedin: z.string().nullable(),
    x: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  eligibilityUrl: z.string(),
  /** The office's time zone (IANA name): the server's own until an admin chooses one. */
  timeZone: z.string(),
  mail: z.object({
    /** Whether a status change mails the applicant now: on, and a mail server works. */
    statusMailsEnabled: z.boolean(),
    senderName: z.string(),
    statusSubject: z.string(),
    statusBody: z.string(),
    documentCodeRequired: z.boolean(),
    reminderMailsEnabled: z.boolean(),
    reminderDays: z.number().int(),
    reminderSubject: z.string(),
    reminderBody: z.string(),
  }),
  /** The office's rejection reasons, in order, and the lowest role that may delete an application. */
  cases: CaseSettingsSchema,
  /** Days a deleted record waits in Recently deleted; the history's bounds (null: none). */
  retention: z.object({
    deletedKeepDays: z.number().int(),
    historyKeepDays: z.number().int().nullable(),
    historyKeepVersions: z.number().int().nullable(),
    auditKeepDays: z.number().int(),
  }),
  /** Who must have a second factor to sign in: nobody, admins, everyone. */
  security: z.object({ secondFactorRequired: z.enum(SECOND_FACTOR_REQUIRED) }),
  updatedAt: z.string().nullable(),
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * The site's public address as the server makes links with it (mails, printout stamps), and
 * whether only the server's own machine can open it (a loopback or unspecified host).
 */
export const PublicAddressSchema = z.object({ url: z.string(), isLocalOnly: z.boolean() });
export type PublicAddress = z.infer<typeof PublicAddressSchema>;

// ---- Dashboard -------------------------------------------------------------------------------

/** GET fetchDashboard: the tiles, the status split and applications per week (Monday-start, in the office's time zone). */
export const DashboardSchema = z.object({
  totalApplication: z.number().int(),
  totalPages: z.number().int(),
  byStatus: z.object({
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
  /** The last 12 weeks including the current one, oldest first, weeks without applications as 0. */
  perWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /**
   * What falls due soon: the applications whose nearest deadline falls on or before `until`
   * (today plus EXPIRING_WITHIN.dashboard days in the office's calendar), overdue first, then the
   * nearest; `count` of them up to SEARCH_MATCHES_LISTED, `moreThan` past it; the first few listed.
   */
  fallingDue: z.object({
    today: z.string(),
    until: z.string(),
    count: z.number().int(),
    moreThan: z.boolean(),
    applications: z.array(
      z.object({
        _id: z.string(),
        surname: z.string(),
        givenN: z.string(),
        passport: z.string(),
        document: z.enum(['passportExpiry', 'visaExpiry', 'permitExpiry']),
        date: z.string(),
      }),
    ),
  }),
  /** Each user's open cases (pending applications assigned to them), every user by name, and the unassigned. */
  openCases: z.object({
    users: z.array(z.object({ _id: z.string(), name: z.string(), count: z.number().int() })),
    unassigned: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof DashboardSchema>;
