import { useEffect } from 'react';
import { useSiteSettings } from './site-data';

/** "About us | VisaDesk"; the site name alone when there is no page title. */
export const documentTitle = (pageTitle: string | null, siteName: string): string =>
  pageTitle ? `${pageTitle} | ${siteName}` : siteName;

/**
 * Sets the tab title of a public page (with the site name from the settings) and puts the previous
 * one back when the page goes, so screens without a title of their own keep index.html's.
 */
export function useDocumentTitle(pageTitle: string | null): void {
  const { siteName } = useSiteSettings();
  useEffect(() => {
    const previous = document.title;
    document.title = documentTitle(pageTitle, siteName);
    return () => {
      document.title = previous;
    };
  }, [pageTitle, siteName]);
}
