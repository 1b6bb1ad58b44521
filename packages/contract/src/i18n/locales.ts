/**
 * The languages of the public side, in the order the language switcher shows them, each named in
 * its own script. A new language: its catalogue (catalogues/<code>.json) and one line here.
 */
export const LOCALES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'ur', name: 'اردو', dir: 'rtl' },
  { code: 'hi', name: 'हिन्दी', dir: 'ltr' },
  { code: 'ne', name: 'नेपाली', dir: 'ltr' },
  { code: 'bn', name: 'বাংলা', dir: 'ltr' },
  { code: 'fil', name: 'Filipino', dir: 'ltr' },
] as const;

/** A language's code: BCP 47, and the prefix of its pages' paths (`/ar/enquiry`). */
export type Locale = (typeof LOCALES)[number]['code'];

/** The language of the unprefixed paths and of every word a catalogue lacks. */
export const DEFAULT_LOCALE: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => LOCALES.some(({ code }) => code === value);

/** Which way a language is written: `dir` on its pages' `<html>`. */
export const directionOf = (locale: Locale): 'ltr' | 'rtl' =>
  LOCALES.find(({ code }) => code === locale)?.dir ?? 'ltr';

const ENGLISH_NAMES = new Intl.DisplayNames('en', { type: 'language' });

/**
 * A language as the back office (English) names it, with its own name beside it when that differs:
 * `Arabic · العربية`, so staff read it and the applicant would recognise it.
 */
export function languageLabel(code: string): string {
  const own = LOCALES.find((locale) => locale.code === code)?.name;
  if (!own) return code;
  const english = ENGLISH_NAMES.of(code) ?? code;
  return english === own ? own : `${english} · ${own}`;
}
