import type { Locale } from './locales.ts';

/** A message that counts: a text for each CLDR plural category its language uses, `other` always. */
export type PluralMessage = { readonly other: string } & Partial<
  Readonly<Record<Exclude<Intl.LDMLPluralRule, 'other'>, string>>
>;

/** CLDR's plural categories, in the order a translator reads them. */
export const PLURAL_CATEGORIES: readonly string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

/** True for a plural message's object, as opposed to an area of a catalogue. */
export function isPluralMessage(value: unknown): value is PluralMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.includes('other') && keys.every((key) => PLURAL_CATEGORIES.includes(key));
}

/** Placeholder values: text, or a number written as the locale writes numbers. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * `text` with each `{name}` replaced by its value. A placeholder with no value is left as it is,
 * visible rather than silently empty (the catalogue check keeps translations to English's names).
 */
export function fill(text: string, values: MessageValues = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** One Intl object per locale: making one costs far more than using it. */
function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    const found = made.get(locale) ?? make(locale);
    made.set(locale, found);
    return found;
  };
}

const pluralRules = perLocale((locale) => new Intl.PluralRules(locale));
const numberFormat = perLocale((locale) => new Intl.NumberFormat(locale));

/** A number as `locale` writes it (its own digits where it has them). */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale).format(value);
}

/** The text of `message` for `count` in `locale`, only its `{count}` filled (as the locale writes numbers). */
export function pluralText(locale: Locale, message: PluralMessage, count: number): string {
  const text = message[pluralRules(locale).select(count)] ?? message.other;
  return fill(text, { count: formatNumber(locale, count) });
}

/** The form of `message` for `count` in `locale`, its `{count}` written as the locale writes numbers. */
export function plural(
  locale: Locale,
  message: PluralMessage,
  count: number,
  values: MessageValues = {},
): string {
  return fill(pluralText(locale, message, count), values);
}

/**
 * A calendar date (`YYYY-MM-DD`) as `locale` writes it in full ("14 March 2027"), its digits
 * Latin: an applicant compares a date of birth or an expiry with their passport and may type it
 * back. Read as the day itself, whatever the reader's time zone.
 */
export function formatCalendarDate(locale: Locale, date: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${date}T00:00:00Z`));
}
