import type { DocumentSlot } from '../constants.ts';
import { wordsFor } from './catalogues.ts';
import { DEFAULT_LOCALE, directionOf, isLocale, type Locale } from './locales.ts';
import { fill, plural } from './messages.ts';

/** A stored language as a locale: one the pages are no longer in reads as English. */
const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);

/**
 * Keeps a value (a code, a name, the office's name) whole inside a right-to-left mail: plain text
 * has no markup, so Unicode's first-strong isolate does what `<bdi>` does on a page (a code or a
 * Latin name reads left to right, a name in Arabic script right to left).
 */
const isolatorFor = (locale: Locale) =>
  directionOf(locale) === 'rtl' ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;

/** The one-time code's mail in the applicant's language: its subject and plain text. */
export function documentCodeMail(
  language: string,
  values: { code: string; minutes: number; siteName: string },
) {
  const locale = localeOf(language);
  const words = wordsFor(locale).mails.code;
  const isolate = isolatorFor(locale);
  const site = isolate(values.siteName);
  return {
    subject: fill(words.subject, { site }),
    text: [
      fill(words.yourCode, { code: isolate(values.code) }),
      plural(locale, words.enter, values.minutes),
      words.ignore,
      site,
    ].join('\n\n'),
  };
}

/** What the upload link's mail needs: whom it greets, which office, what is asked, the link, how long. */
export type UploadLinkMailValues = {
  name: string;
  siteName: string;
  slots: readonly DocumentSlot[];
  link: string;
  days: number;
};

/** The upload link's mail in the applicant's language: its subject and plain text. */
export function uploadLinkMail(language: string, values: UploadLinkMailValues) {
  const locale = localeOf(language);
  const all = wordsFor(locale);
  const words = all.mails.uploadLink;
  const isolate = isolatorFor(locale);
  const site = isolate(values.siteName);
  return {
    subject: fill(words.subject, { site }),
    text: [
      fill(words.greeting, { name: isolate(values.name) }),
      '',
      fill(words.needs, { site }),
      ...values.slots.map((slot) => `- ${all.documentSlots[slot]}`),
      '',
      words.open,
      values.link,
      '',
      plural(locale, words.works, values.days),
      words.ignore,
    ].join('\n'),
  };
}
