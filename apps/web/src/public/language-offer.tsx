import { useEffect, useState } from 'react';

/** The id of the JSON an English page carries its offers in: each other language's page and words. */
export const LANGUAGE_OFFERS_ID = 'language-offers';

/** Where the visitor's answer is kept: the language they chose, or English when they declined. */
export const OFFER_ANSWER_KEY = 'visadesk.languageOffer';

/** The page in one language, offered in that language's words. */
export interface LanguageOfferWords {
  lang: string;
  dir: 'ltr' | 'rtl';
  path: string;
  label: string;
  text: string;
  accept: string;
  dismiss: string;
}

/**
 * The offer for a browser's languages, in their order of preference: the first one the page is
 * in decides, so a browser that prefers English (or a language the site lacks, before one it has)
 * is offered nothing in the first case and the next language it has in the second. Tagalog's code
 * reads as Filipino.
 */
export function offerFor(
  offers: Readonly<Record<string, LanguageOfferWords>>,
  languages: readonly string[],
): LanguageOfferWords | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'en') return null;
    const offer = offers[primary === 'tl' ? 'fil' : (primary ?? '')];
    if (offer) return offer;
  }
  return null;
}

const answered = (): boolean => {
  try {
    return localStorage.getItem(OFFER_ANSWER_KEY) !== null;
  } catch {
    return true;
  }
};

const remember = (answer: string): void => {
  try {
    localStorage.setItem(OFFER_ANSWER_KEY, answer);
  } catch {
    // Storage refused (a private window): the offer is simply made again next time.
  }
};

/**
 * On an English page, a bar fixed at the bottom offering the page in the language the browser
 * prefers, written in it; never a redirect. Shown after the page has started (it is not in the
 * prerender, and fixed, so it moves nothing), and no more once answered either way.
 */
export function LanguageOffer() {
  const [offer, setOffer] = useState<LanguageOfferWords | null>(null);
  useEffect(() => {
    const json = document.getElementById(LANGUAGE_OFFERS_ID)?.textContent;
    if (json && !answered()) setOffer(offerFor(JSON.parse(json), navigator.languages));
  }, []);
  if (!offer) return null;
  const answer = (choice: string) => () => {
    remember(choice);
    setOffer(null);
  };
  return (
    <section className="language-offer" lang={offer.lang} dir={offer.dir} aria-label={offer.label}>
      <p>{offer.text}</p>
      <a
        className="btn btn-light btn-sm"
        href={offer.path}
        hrefLang={offer.lang}
        onClick={answer(offer.lang)}
      >
        {offer.accept}
      </a>
      <button type="button" className="btn btn-outline-light btn-sm" onClick={answer('en')}>
        {offer.dismiss}
      </button>
    </section>
  );
}
