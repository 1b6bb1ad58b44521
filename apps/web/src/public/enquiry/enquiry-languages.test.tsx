import { screen, within } from '@testing-library/react';
import { wordsFor } from '@visadesk/contract/catalogues';
import {
  DEFAULT_SETTINGS,
  directionOf,
  fill,
  LOCALES,
  type Locale,
  localisedPath,
  ROUTES,
} from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { PageWordsProvider } from '../page-words';
import { EnquiryPage } from './enquiry-page';

function renderIn(locale: Locale) {
  const words = wordsFor(locale);
  renderScreen(
    ROUTES.enquiry,
    <div dir={directionOf(locale)} lang={locale}>
      <PageWordsProvider value={{ locale, words }}>
        <EnquiryPage />
      </PageWordsProvider>
    </div>,
  );
  return words;
}

/** Every text node under `root`, with the element that holds it. */
function textsUnder(root: Element): { text: string; holder: Element }[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const texts: { text: string; holder: Element }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim() && node.parentElement)
      texts.push({ text: node.textContent, holder: node.parentElement });
  return texts;
}

// Data that must read left to right inside a right-to-left sentence: codes of letters and digits
// (passport numbers, references), ISO dates and e-mail addresses.
const LEFT_TO_RIGHT_DATA =
  /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9-]{5,}\b|\d{4}-\d{2}-\d{2}|[^\s@]+@[^\s@]+/;

describe('the enquiry in every language', () => {
  it.each(LOCALES.map(({ code }) => code))('reads in %s, and offers every language', (locale) => {
    const words = renderIn(locale);
    expect(screen.getByRole('heading', { level: 1, name: words.enquiry.title })).toBeTruthy();
    expect(screen.getByLabelText(words.enquiry.dob, { exact: false })).toBeTruthy();
    const switcher = screen.getByRole('navigation', { name: words.switcher.label });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      LOCALES.map(({ code }) => localisedPath(code, ROUTES.enquiry)),
    );
    expect(links.map((link) => link.getAttribute('lang'))).toEqual(LOCALES.map(({ code }) => code));
    expect(within(switcher).getByRole('link', { current: 'page' }).getAttribute('lang')).toBe(locale);
  });

  it.each(['ar', 'ur'] as const)(
    'keeps data left to right in %s, and shows no English in its form',
    (locale) => {
      renderIn(locale);
      const main = screen.getByRole('main');
      const texts = textsUnder(main);
      const data = texts.filter(({ text }) => LEFT_TO_RIGHT_DATA.test(text));
      expect(data.length).toBeGreaterThan(0);
      for (const { text, holder } of data) expect(holder.closest('[dir="ltr"]'), text).not.toBeNull();
      // Outside isolated data and the switcher's names of other languages, no Latin word is left
      // (an acronym in a country's own name, such as SAR, is the platform's, not English).
      const words = texts
        .filter(({ holder }) => !holder.closest('[dir="ltr"], [lang]:not([lang="' + locale + '"])'))
        .map(({ text }) => text);
      expect(words.filter((text) => /[a-z]{2,}/.test(text))).toEqual([]);
    },
  );
});

describe('the navbar and footer in every language', () => {
  it.each(LOCALES.filter(({ code }) => code !== 'en').map(({ code }) => code))(
    'read in %s and keep their links in it, but for the English sign-in',
    (locale) => {
      const words = renderIn(locale);
      const bars = [
        screen.getByRole('navigation', { name: words.nav.main }),
        screen.getByRole('navigation', { name: words.nav.footer }),
      ];
      for (const bar of bars) {
        const hrefs = within(bar)
          .getAllByRole('link')
          .map((link) => link.getAttribute('href'));
        expect(hrefs).toEqual(
          expect.arrayContaining([localisedPath(locale, ROUTES.home), localisedPath(locale, ROUTES.enquiry)]),
        );
        expect(hrefs.filter((href) => href !== ROUTES.login && !href?.startsWith(`/${locale}`))).toEqual([]);
        expect(within(bar).getByRole('link', { name: words.nav.enquiry })).toBeTruthy();
      }
      expect(screen.getByRole('button', { name: words.nav.toggle })).toBeTruthy();
      expect(screen.getByRole('contentinfo').textContent).toContain(
        fill(words.nav.copyright, { year: new Date().getFullYear(), siteName: DEFAULT_SETTINGS.siteName }),
      );
    },
  );

  it.each(['ar', 'ur'] as const)('show no English word in %s but the office’s own', (locale) => {
    const words = renderIn(locale);
    // The site's name and tagline are the office's settings, written as the office wrote them.
    const { siteName, tagline } = DEFAULT_SETTINGS;
    const texts = [screen.getByRole('navigation', { name: words.nav.main }), screen.getByRole('contentinfo')]
      .flatMap((bar) => textsUnder(bar).map(({ text }) => text.replaceAll(siteName, '')))
      .filter((text) => text !== tagline);
    expect(texts.filter((text) => /[a-z]{2,}/i.test(text))).toEqual([]);
  });
});
