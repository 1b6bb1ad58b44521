import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { wordsFor } from '@visadesk/contract/catalogues';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_OFFERS_ID,
  LanguageOffer,
  type LanguageOfferWords,
  OFFER_ANSWER_KEY,
  offerFor,
} from './language-offer';

const offer = (lang: 'ar' | 'hi' | 'fil', dir: 'ltr' | 'rtl' = 'ltr'): LanguageOfferWords => ({
  lang,
  dir,
  path: `/${lang}/enquiry`,
  ...wordsFor(lang).offer,
});
const OFFERS = { ar: offer('ar', 'rtl'), hi: offer('hi'), fil: offer('fil') };

describe('which language an English page offers', () => {
  it('follows the first of the browser’s languages the page is in', () => {
    expect(offerFor(OFFERS, ['hi-IN', 'ar'])).toBe(OFFERS.hi);
    expect(offerFor(OFFERS, ['de', 'ar-SA'])).toBe(OFFERS.ar);
    expect(offerFor(OFFERS, ['tl'])).toBe(OFFERS.fil);
  });

  it('offers nothing to a browser that prefers English or a language the page is not in', () => {
    expect(offerFor(OFFERS, ['en-GB', 'ar'])).toBeNull();
    expect(offerFor(OFFERS, ['de', 'fr'])).toBeNull();
    expect(offerFor(OFFERS, [])).toBeNull();
  });
});

describe('the offer on an English page', () => {
  let data: HTMLScriptElement;
  beforeEach(() => {
    localStorage.clear();
    data = document.createElement('script');
    data.type = 'application/json';
    data.id = LANGUAGE_OFFERS_ID;
    data.textContent = JSON.stringify(OFFERS);
    document.head.append(data);
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
  });
  afterEach(() => {
    data.remove();
    vi.restoreAllMocks();
  });

  it('is made in the browser’s language, links the page in it, and once declined is not made again', async () => {
    const words = wordsFor('ar').offer;
    const { unmount } = render(<LanguageOffer />);
    const bar = await screen.findByRole('region', { name: words.label });
    expect(bar.getAttribute('lang')).toBe('ar');
    expect(bar.getAttribute('dir')).toBe('rtl');
    expect(bar.textContent).toContain(words.text);
    expect(screen.getByRole('link', { name: words.accept }).getAttribute('href')).toBe('/ar/enquiry');
    await userEvent.click(screen.getByRole('button', { name: words.dismiss }));
    expect(screen.queryByRole('region', { name: words.label })).toBeNull();
    expect(localStorage.getItem(OFFER_ANSWER_KEY)).toBe('en');
    unmount();
    render(<LanguageOffer />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region', { name: words.label })).toBeNull();
  });

  it('is not made on a page that carries no offers (a page in another language)', async () => {
    data.remove();
    render(<LanguageOffer />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
