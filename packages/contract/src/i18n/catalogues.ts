import ar from './catalogues/ar.json' with { type: 'json' };
import bn from './catalogues/bn.json' with { type: 'json' };
import fil from './catalogues/fil.json' with { type: 'json' };
import hi from './catalogues/hi.json' with { type: 'json' };
import ne from './catalogues/ne.json' with { type: 'json' };
import ur from './catalogues/ur.json' with { type: 'json' };
import { EN } from './en.ts';
import type { Locale } from './locales.ts';
import { EN_MAILS } from './mail-words.ts';
import { layWords, type Words } from './words.ts';

/**
 * Every locale's catalogue file as its translators wrote it; English is the source itself. For the
 * server (mails) and the build (prerendered pages): a browser loads its locale's words alone.
 */
export const CATALOGUES: Readonly<Record<Exclude<Locale, 'en'>, unknown>> = { ar, ur, hi, ne, bn, fil };

/** Every word a catalogue translates: the pages' (EN) and the applicant mails'. */
export const SOURCE = { ...EN, mails: EN_MAILS };
export type SourceCatalogue = typeof SOURCE;

const catalogueOf = (locale: Locale) => (locale === 'en' ? SOURCE : CATALOGUES[locale]);

/** True while a locale's catalogue waits for a native speaker's review (`"$draft": true`). */
export const isDraft = (locale: Locale): boolean =>
  (catalogueOf(locale) as { $draft?: unknown }).$draft === true;

const laid = new Map<Locale, Words<SourceCatalogue>>();

/** A locale's words: its catalogue laid over English's, so whatever it lacks reads in English. */
export function wordsFor(locale: Locale): Words<SourceCatalogue> {
  const words = laid.get(locale) ?? layWords(SOURCE, catalogueOf(locale));
  laid.set(locale, words);
  return words;
}
