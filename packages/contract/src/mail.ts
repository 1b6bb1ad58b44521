import { z } from 'zod';
import { EMAIL_MAX, PAGE_SIZE } from './constants.ts';
import { MESSAGES } from './messages.ts';
import { pageQuery } from './page-query.ts';
import { text } from './text.ts';

/*
 * The outbox (admins): every mail the product sends, with its state and the mail server's last
 * answer, and the Settings test mail.
 */

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** Why a mail was written: a status change, an admin's test, a one-time code (issue 14, part 4). */
export const MAIL_KINDS = ['status', 'test', 'code'] as const;
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
  /** Sent or failed, and not a one-time code's mail (emptied once done with). */
  isResendable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;

export const OutboxListSchema = z.object({
  mails: z.array(OutboxMailSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  currentPage: z.number().int(),
  /** False while SMTP_URL is not set: mails stay queued. */
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

/** What the mail server said to the test mail; `message` is the sentence the screen shows. */
export const TestMailResultSchema = z.object({
  sent: z.boolean(),
  answer: z.string(),
  message: z.string(),
});
export type TestMailResult = z.infer<typeof TestMailResultSchema>;
