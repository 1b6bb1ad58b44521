/*
 * The status mail's templates and how they are filled: the server renders the mail it queues with
 * these functions and the Settings screen renders its preview with the same ones, so the preview is
 * the mail. Zod-free (plain.ts).
 */

/** The mail settings an admin edits (Settings > Mail). */
export type MailSettings = {
  /**
   * On: a status change mails the applicant. Off by default, and turned on only while a mail server
   * works (a test mail went through, or the server's own configuration sets it): read back, it is
   * on only while both hold, so it says whether a status change mails the applicant now.
   */
  statusMailsEnabled: boolean;
  /** The name mails are sent under; empty: the site name. The address is the mail server's sender address. */
  senderName: string;
  statusSubject: string;
  /** Plain text with placeholders; the HTML part is made from it (blank lines are paragraphs). */
  statusBody: string;
  /**
   * On: the public enquiry shows the status only, and the photo and documents after a one-time
   * code mailed to the application's address. Off, the specification's way.
   */
  documentCodeRequired: boolean;
  /**
   * On: each applicant whose passport expires within `reminderDays` is mailed once for that expiry
   * date (sent while a mail server works). Off by default.
   */
  reminderMailsEnabled: boolean;
  reminderDays: number;
  reminderSubject: string;
  reminderBody: string;
};

/**
 * What a template may name. Nothing else about an applicant can reach a mail: a mail may be read by
 * others, so neither the passport number nor the date of birth is offered.
 */
export const MAIL_PLACEHOLDERS = [
  'name',
  'status',
  'enquiryUrl',
  'siteName',
  'passportExpiry',
  /** The case's reference (`K7M-29XD`). */
  'reference',
  /** A rejection's reason and note in a sentence, when the office shares them; otherwise empty. */
  'reason',
] as const;
export type MailPlaceholder = (typeof MAIL_PLACEHOLDERS)[number];
/** A mail fills the placeholders it has values for (a reminder has no status); the others are empty. */
export type MailValues = Partial<Record<MailPlaceholder, string>>;

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  statusMailsEnabled: false,
  senderName: '',
  statusSubject: 'Your visa application is now {status}',
  statusBody: [
    'Dear {name},',
    'The status of your visa application {reference} with {siteName} is now: {status}. {reason}',
    'You can check it at any time at {enquiryUrl} with your reference {reference} or passport number, nationality and date of birth.',
    'Kind regards,\n{siteName}',
  ].join('\n\n'),
  documentCodeRequired: false,
  reminderMailsEnabled: false,
  reminderDays: 90,
  reminderSubject: 'Your passport expires on {passportExpiry}',
  reminderBody: [
    'Dear {name},',
    'Our records show that your passport expires on {passportExpiry}. A visa or work permit usually needs a passport that is valid for months ahead, so please renew it in good time and send a copy of the new one to {siteName}.',
    'Kind regards,\n{siteName}',
  ].join('\n\n'),
};

/** Example values for the Settings preview. */
export const MAIL_PREVIEW_VALUES = {
  name: 'Maria Santos',
  status: 'Approved',
  reference: 'K7M-29XD',
  passportExpiry: '14 March 2027',
} as const satisfies MailValues;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** One line: a header cannot hold a line break (it would start another header). */
export const oneLine = (value: string) => value.replace(/[\r\n\t\v\f\u0085\u2028\u2029]+/g, ' ').trim();

const PLACEHOLDER = new RegExp(`\\{(${MAIL_PLACEHOLDERS.join('|')})\\}`, 'g');

/** The template's placeholders replaced by the values; anything else in braces is left as written. */
export const fillTemplate = (template: string, values: MailValues) =>
  template.replace(PLACEHOLDER, (_, key: MailPlaceholder) => values[key] ?? '');

/** The HTML part: every piece of text escaped, blank lines as paragraphs, the enquiry address a link. */
function htmlBody(template: string, values: MailValues): string {
  const paragraphs = template
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((paragraph) => {
      const parts = paragraph.split(PLACEHOLDER);
      // split() with a capture group alternates text and placeholder names.
      const html = parts
        .map((part, i) => {
          if (i % 2 === 0) return escapeHtml(part);
          const value = escapeHtml(values[part as MailPlaceholder] ?? '');
          return part === 'enquiryUrl' ? `<a href="${value}">${value}</a>` : value;
        })
        .join('')
        .replace(/\n/g, '<br>\n');
      return `<p>${html}</p>`;
    });
  return `<!doctype html>\n<html><body>\n${paragraphs.join('\n')}\n</body></html>\n`;
}

/** The mail as it is sent: a one-line subject, the plain text and the HTML. */
export function renderMail(subject: string, body: string, values: MailValues) {
  return {
    subject: oneLine(fillTemplate(subject, values)),
    text: fillTemplate(body.replace(/\r\n?/g, '\n'), values),
    html: htmlBody(body, values),
  };
}

/** The name mails are sent under: the setting, else the site name; one line. */
export const senderNameOf = (mail: MailSettings, siteName: string) =>
  oneLine(mail.senderName) || oneLine(siteName);
