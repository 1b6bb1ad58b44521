import { DEFAULT_SETTINGS } from '@visadesk/contract/plain';

/**
 * The site's name as the server wrote it into the page it sent (og:site_name: the server names
 * every page for the office), so that the first render, before the settings arrive, already shows
 * the office's name and matches the prerendered markup. The default name without a document (the
 * build's prerender) or without the tag.
 */
export function pageSiteName(doc: Document | undefined = globalThis.document): string {
  const named = doc?.querySelector('meta[property="og:site_name"]')?.getAttribute('content')?.trim();
  return named || DEFAULT_SETTINGS.siteName;
}
