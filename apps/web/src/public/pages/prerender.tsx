import { wordsFor } from '@visadesk/contract/catalogues';
import {
  DEFAULT_LOCALE,
  DEFAULT_SETTINGS,
  directionOf,
  LOCALES,
  type Locale,
  localeOfPath,
  localisedPath,
  PRERENDERED_PAGES,
  ROUTES,
  unlocalisedPath,
} from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentTitle } from '../document-title';
import { EnquiryPage } from '../enquiry/enquiry-page';
import { LANDING_TITLE } from '../landing/landing-content';
import { LandingPage } from '../landing/landing-page';
import type { LanguageOfferWords } from '../language-offer';
import { type PageWords, PageWordsProvider } from '../page-words';
import { setPrerenderPath } from './full-page-router';

/*
 * The build's server-side entry (scripts/build-public.mjs): each prerendered page's markup and tab
 * title, rendered as a visitor's first render would be before the API answers, that is with the
 * default settings, no slides yet and no extra navigation links. Those parts are filled in by the
 * page's script.
 */
const PAGES: Record<string, { title: (words: PageWords['words']) => string; page: () => ReactNode }> = {
  [ROUTES.home]: { title: () => LANDING_TITLE, page: () => <LandingPage /> },
  [ROUTES.enquiry]: { title: (words) => words.enquiry.title, page: () => <EnquiryPage /> },
};

/** The areas of the catalogue each page shows: what its script needs to start in its language. */
const PAGE_AREAS: Record<string, readonly (keyof PageWords['words'])[]> = {
  [ROUTES.home]: [],
  [ROUTES.enquiry]: ['switcher', 'nav', 'enquiry'],
};

export interface PrerenderedPage {
  /** The file under dist/ (the contract's PRERENDERED_PAGES). */
  file: string;
  /** The English page's file, whose built HTML (scripts, styles) this page's is made from. */
  template: string;
  title: string;
  html: string;
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** `hreflang` alternates: each language's path of the same page. */
  alternates: { lang: Locale; path: string }[];
  /** The words the page's script starts with (JSON), for a page not in English; else null. */
  words: string | null;
  /** An English page's offers of itself in each other language it is in (JSON); else null. */
  offers: string | null;
}

/** Each other language's page and its offer of it, in that language's words (`LanguageOffer`). */
function offersOf(alternates: PrerenderedPage['alternates']): string | null {
  const others = alternates.filter(({ lang }) => lang !== DEFAULT_LOCALE);
  if (others.length === 0) return null;
  const offers: Record<string, LanguageOfferWords> = {};
  for (const { lang, path } of others)
    offers[lang] = { lang, dir: directionOf(lang), path, ...wordsFor(lang).offer };
  return JSON.stringify(offers);
}

export function prerenderPages(): PrerenderedPage[] {
  return Object.entries(PRERENDERED_PAGES).map(([path, file]) => {
    const locale = localeOfPath(path);
    const basePath = unlocalisedPath(path);
    const entry = PAGES[basePath];
    const areas = PAGE_AREAS[basePath];
    if (!entry || !areas) throw new Error(`No page to prerender at ${path}.`);
    const pageWords: PageWords = { locale, words: wordsFor(locale) };
    setPrerenderPath(path);
    const alternates = LOCALES.map(({ code }) => ({
      lang: code,
      path: localisedPath(code, basePath),
    })).filter((alternate) => alternate.path in PRERENDERED_PAGES);
    return {
      file,
      template: PRERENDERED_PAGES[basePath] ?? file,
      title: documentTitle(entry.title(pageWords.words), DEFAULT_SETTINGS.siteName),
      html: renderToString(<PageWordsProvider value={pageWords}>{entry.page()}</PageWordsProvider>),
      lang: locale,
      dir: directionOf(locale),
      alternates: alternates.length > 1 ? alternates : [],
      offers: locale === DEFAULT_LOCALE ? offersOf(alternates) : null,
      words:
        locale === DEFAULT_LOCALE
          ? null
          : JSON.stringify({
              locale,
              words: Object.fromEntries(areas.map((area) => [area, pageWords.words[area]])),
            }),
    };
  });
}
