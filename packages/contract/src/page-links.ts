/*
 * What makes a content page's link, without zod: the page schema (content.ts) and the public
 * pages (which look pages up by the address they are at) apply the same rules. Nothing else is
 * imported here: a module the landing page reads brings what it imports to that page's bundle
 * (MESSAGES, the reserved segments in reserved-page-links.ts), even where unused.
 */

export const PAGE_LINK_MAX = 100;

const LINK_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A page link as stored: trimmed, lower-cased, without a trailing slash ("/About-Us/" is "/about-us"). */
export const normalizePageLink = (link: string): string => {
  const trimmed = link.trim().toLowerCase();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
};

/**
 * Whether a (normalised) link has a page address's form: lower-case words joined by hyphens, under
 * `/`. The public pages check answers with it; the server also refuses reserved links (isPageLink).
 */
export const isWellFormedPageLink = (link: string): boolean =>
  link.length <= PAGE_LINK_MAX && LINK_PATTERN.test(link);
