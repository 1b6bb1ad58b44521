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

/** What every applicant mail is written with: the locale, its words and its isolation of values. */
function writingIn(language: string) {
  const locale = localeOf(language);
  return { locale, words: wordsFor(locale), isolate: isolatorFor(locale) };
}

/** The one-time code's mail in the applicant's language: its subject and plain text. */
export function documentCodeMail(
  language: string,
  values: { code: string; minutes: number; siteName: string },
) {
  const { locale, words, isolate } = writingIn(language);
  const code = words.mails.code;
  const site = isolate(values.siteName);
  return {
    subject: fill(code.subject, { site }),
    text: [
      fill(code.yourCode, { code: isolate(values.code) }),
      plural(locale, code.enter, values.minutes),
      code.ignore,
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
  const { locale, words, isolate } = writingIn(language);
  const link = words.mails.uploadLink;
  const site = isolate(values.siteName);
  return {
    subject: fill(link.subject, { site }),
    text: [
      fill(link.greeting, { name: isolate(values.name) }),
      '',
      fill(link.needs, { site }),
      ...values.slots.map((slot) => `- ${words.documentSlots[slot]}`),
      '',
      link.open,
      values.link,
      '',
      plural(locale, link.works, values.days),
      link.ignore,
    ].join('\n'),
  };
}
