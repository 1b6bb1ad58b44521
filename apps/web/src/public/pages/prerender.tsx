import { DEFAULT_SETTINGS, ENQUIRY_LABELS, PRERENDERED_PAGES, ROUTES } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentTitle } from '../document-title';
import { EnquiryPage } from '../enquiry/enquiry-page';
import { LANDING_TITLE } from '../landing/landing-content';
import { LandingPage } from '../landing/landing-page';
import { setPrerenderPath } from './full-page-router';

/*
 * The build's server-side entry (scripts/build-public.mjs): each prerendered page's markup and tab
 * title, rendered as a visitor's first render would be before the API answers, that is with the
 * default settings, no slides yet and no extra navigation links. Those parts are filled in by the
 * page's script.
 */
const PAGES: Record<string, { title: string; page: () => ReactNode }> = {
  [ROUTES.home]: { title: LANDING_TITLE, page: () => <LandingPage /> },
  [ROUTES.enquiry]: { title: ENQUIRY_LABELS.enquiry.title, page: () => <EnquiryPage /> },
};

export interface PrerenderedPage {
  /** The file under dist/ (the contract's PRERENDERED_PAGES). */
  file: string;
  title: string;
  html: string;
}

export function prerenderPages(): PrerenderedPage[] {
  return Object.entries(PRERENDERED_PAGES).map(([path, file]) => {
    const entry = PAGES[path];
    if (!entry) throw new Error(`No page to prerender at ${path}.`);
    setPrerenderPath(path);
    return {
      file,
      title: documentTitle(entry.title, DEFAULT_SETTINGS.siteName),
      html: renderToString(entry.page()),
    };
  });
}
