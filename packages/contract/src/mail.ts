import { z } from 'zod';
import { EMAIL_MAX, PAGE_SIZE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pageCounts } from './page-counts.ts';
import { pageQuery } from './page-query.ts';
import { text } from './text.ts';

/*
 * The outbox (admins): every mail the product sends, with its state and the mail server's last
 * answer, and the Settings test mail.
 */

/** `cancelled`: an admin stopped it before it went; it is never sent. */
export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'cancelled'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/**
 * Why a mail was written: a status change, an admin's test, a one-time code, a user's daily digest
 * of what falls due, an applicant's passport reminder, a notice to staff about their own account
 * (their second factor was reset).
 */
export const MAIL_KINDS = ['status', 'test', 'code', 'digest', 'reminder', 'account', 'upload'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** GET fetchOutbox: newest first. */
export const OutboxListQuerySchema = z.object(pageQuery(PAGE_SIZE.outbox));
export type OutboxListQuery = z.input<typeof OutboxListQuerySchema>;

/**
 * One mail as the back-office lists it: who, what about, where it stands. Not its body: a one-time
 * code's mail holds the code, which nobody but the applicant may read.
 */
export const OutboxMailSchema = z.object({
  _id: z.string(),
  recipient: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_KINDS),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  /** The mail server's last answer (or the connection error), null before the first attempt. */
  lastAnswer: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  applicationId: z.string().nullable(),
  /** Sent, failed or cancelled, and not a one-time code's mail (emptied once done with). */
  isResendable: z.boolean(),
  /** Still waiting: queued, or taken by a node that has not handed it to the mail server yet. */
  isCancellable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

/**
 * GET fetchMail/:id (admins): one mail as it will be (or was) sent. `textBody` is null for a sealed
 * mail (a one-time code's): its body is never shown, only that it is sealed.
 */
export const OutboxMailDetailSchema = OutboxMailSchema.extend({
  fromName: z.string(),
  isSealed: z.boolean(),
  textBody: z.string().nullable(),
});
export type OutboxMailDetail = z.infer<typeof OutboxMailDetailSchema>;

export const OutboxListSchema = z.object({
  mails: z.array(OutboxMailSchema),
  ...pageCounts,
  /** False while no mail server works (none set, or none a test mail went through): mails wait. */
  isSending: z.boolean(),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

/** POST sendTestMail (admins): where to send it. */
export const TestMailInputSchema = z.strictObject({
  to: text(MESSAGES.mail.invalidRecipient)
    .trim()
    .max(EMAIL_MAX, { error: MESSAGES.mail.invalidRecipient })
    .pipe(z.email({ error: MESSAGES.mail.invalidRecipient })),
});
export type TestMailInput = z.input<typeof TestMailInputSchema>;

/**
 * What the mail server said to the test mail; `message` is the sentence the screen shows. A mail
 * accepted marks the mail server as working (MailServerSchema's `isWorking`).
 */
export const TestMailResultSchema = z.object({
  sent: z.boolean(),
  answer: z.string(),
  message: z.string(),
});
export type TestMailResult = z.infer<typeof TestMailResultSchema>;

/** POST /api/users/me/digest (signed in): the daily digest of what falls due, on or off; answered back. */
export const DigestSubscriptionSchema = z.strictObject({
  enabled: z.boolean({ error: MESSAGES.profile.digestSwitch }),
});
export type DigestSubscription = z.infer<typeof DigestSubscriptionSchema>;

/** POST /api/users/me/calendarFeed: the private feed's address, shown once (only its hash is kept). */
export const CalendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

// ---- The mail server (Settings) ---------------------------------------------------------------

/** How the connection to the mail server is secured: none, STARTTLS after connecting, TLS from the start. */
export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

const S = MESSAGES.mailServer;
/** A host name or an IP address: letters, digits, dots, dashes (an IPv6 address in brackets or not). */
const HOST =
  /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.?|\[?[0-9A-Fa-f:.]+\]?)$/;

/**
 * PUT updateMailServer (admins): the mail server mails go through when the server's own
 * configuration sets none. `password` is never sent back: blank or absent keeps the saved one,
 * `clearPassword` removes it. A change of host, port, security, user, password or sender address
 * clears the "works" mark (and turns status mails off) until a test mail goes through again.
 */
export const MailServerInputSchema = z
  .strictObject({
    host: text(S.host)
      .trim()
      .min(1, { error: S.host, abort: true })
      .max(253, { error: S.host })
      .regex(HOST, { error: S.host }),
    port: z.coerce
      .number({ error: S.port })
      .int({ error: S.port })
      .min(1, { error: S.port })
      .max(65535, { error: S.port }),
    security: z.enum(MAIL_SECURITY, { error: S.security }),
    user: text(S.user).trim().max(EMAIL_MAX, { error: S.user }).optional().default(''),
    password: text(S.password).max(500, { error: S.password }).optional().default(''),
    clearPassword: z.boolean({ error: S.password }).optional().default(false),
    fromAddress: text(S.fromAddress)
      .trim()
      .max(EMAIL_MAX, { error: S.fromAddress })
      .pipe(z.email({ error: S.fromAddress }))
      .transform((address) => address.toLowerCase()),
  })
  .refine((server) => server.user !== '' || server.password === '', {
    error: S.passwordWithoutUser,
    path: ['user'],
  });
export type MailServerInput = z.input<typeof MailServerInputSchema>;
export type MailServerFields = z.output<typeof MailServerInputSchema>;

/**
 * GET fetchMailServer (admins): where mail goes. `source`: the server's own configuration (which
 * comes first, and is shown read-only), the settings, or none yet. Never the password: only
 * whether one is saved. `isWorking`: mails can go (the configuration sets the server, or a test
 * mail went through this server as it is saved, at `verifiedAt`); status mails need it.
 */
export const MailServerSchema = z.object({
  source: z.enum(['configuration', 'settings', 'none']),
  host: z.string(),
  port: z.number().int().nullable(),
  security: z.enum(MAIL_SECURITY).nullable(),
  user: z.string(),
  hasPassword: z.boolean(),
  fromAddress: z.string(),
  isWorking: z.boolean(),
  verifiedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MailServer = z.infer<typeof MailServerSchema>;
