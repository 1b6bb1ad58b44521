import { CATALOGUE_LOADERS } from '@visadesk/contract/catalogue-loaders';
import { directionOf, EN, type Locale, layWords } from '@visadesk/contract/plain';
import { type ReactNode, useEffect, useState } from 'react';
import { type PageWords, PageWordsProvider } from './page-words';

/**
 * A public page of the web app under a language's prefix (`/ar/view-one`): the language's
 * catalogue is loaded (a chunk of its own), `<html>` takes its `lang` and `dir`, then the page
 * shows in it. English pages need none of this.
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
    return () => {
      isCurrent = false;
      html.lang = 'en';
      html.dir = 'ltr';
    };
  }, [locale]);
  return pageWords ? <PageWordsProvider value={pageWords}>{children}</PageWordsProvider> : null;
}
