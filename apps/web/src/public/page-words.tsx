import {
  type Catalogue,
  DEFAULT_LOCALE,
  EN,
  isLocale,
  type Locale,
  layWords,
  type Words,
} from '@visadesk/contract/plain';
import { createContext, useContext } from 'react';

/** A public page's language and its words (English's wherever its catalogue is silent). */
export type PageWords = { locale: Locale; words: Words<Catalogue> };

/** The id of the JSON a prerendered page in another language carries its words in. */
export const PAGE_WORDS_ID = 'page-words';

/** The English page's words: the default wherever no language is given. */
export const ENGLISH_WORDS: PageWords = { locale: DEFAULT_LOCALE, words: EN };
const PageWordsContext = createContext<PageWords>(ENGLISH_WORDS);

/** Gives the page below it its language's words; English without one. */
export const PageWordsProvider = PageWordsContext.Provider;

/** The words of the page's language. */
export const usePageWords = (): PageWords => useContext(PageWordsContext);

/**
 * The words a prerendered page was built with: the areas it shows, in its language, from the JSON
 * the build put in its head (the script holds no words of its own, so every language's page loads
 * the same script). English when the page has none.
 */
export function readPageWords(): PageWords {
  const json = document.getElementById(PAGE_WORDS_ID)?.textContent;
  if (!json) return ENGLISH_WORDS;
  const { locale, words } = JSON.parse(json) as { locale: unknown; words: unknown };
  return isLocale(locale) ? { locale, words: layWords(EN, words) } : ENGLISH_WORDS;
}
