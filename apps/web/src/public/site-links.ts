import { localisedPath, ROUTES } from '@visadesk/contract/plain';
import type { PageWords } from './page-words';

export interface NavLink {
  to: string;
  label: string;
  alsoActiveOn?: readonly string[];
}

/**
 * The links the navbar and the footer both have, inside the page's language but for sign-in: the
 * back-office it leads to is in English.
 */
export const fixedLinks = ({ locale, words }: PageWords): NavLink[] => [
  { to: localisedPath(locale, ROUTES.home), label: words.nav.home },
  // The enquiry's result page belongs to the enquiry.
  {
    to: localisedPath(locale, ROUTES.enquiry),
    label: words.nav.enquiry,
    alsoActiveOn: [localisedPath(locale, ROUTES.viewOne)],
  },
  { to: ROUTES.login, label: words.nav.signIn },
];
