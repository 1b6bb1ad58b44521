import { CATALOGUE_LOADERS } from '@visadesk/contract/catalogue-loaders';
import { directionOf, EN, type Locale, layWords } from '@visadesk/contract/plain';
import { type ReactNode, useEffect, useState } from 'react';
import { type PageWords, PageWordsProvider } from './page-words';

/**
 * A public page of the web app under a language's prefix (`/ar/view-one`): the language's
 * catalogue is loaded (a chunk of its own), `<html>` takes its `lang` and `dir` and its script's
 * font is linked, then the page shows in it. English pages need none of this.
 */
export function InLocale({ locale, children }: { locale: Exclude<Locale, 'en'>; children: ReactNode }) {
  const [pageWords, setPageWords] = useState<PageWords | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void CATALOGUE_LOADERS[locale]().then((catalogue) => {
      if (isCurrent) setPageWords({ locale, words: layWords(EN, catalogue) });
    });
    const html = document.documentElement;
    html.lang = locale;
    html.dir = directionOf(locale);
    // The script's font (the build's fonts/<code>.css, as the prerendered pages have it inline).
    const fonts = document.createElement('link');
    fonts.rel = 'stylesheet';
    fonts.href = `/fonts/${locale}.css`;
    document.head.append(fonts);
    return () => {
      isCurrent = false;
      html.lang = 'en';
      html.dir = 'ltr';
      fonts.remove();
    };
  }, [locale]);
  return pageWords ? <PageWordsProvider value={pageWords}>{children}</PageWordsProvider> : null;
}
