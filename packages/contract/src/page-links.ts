import { MESSAGES } from './messages.ts';
import { ROUTES } from './paths.ts';

/*
 * What makes a content page's link, without zod: the page schema (content.ts) and the public
 * pages (which look pages up by the address they are at) apply the same rules.
 */

export const PAGE_LINK_MAX = 100;

/**
 * First path segments the web app (or the server) already answers, lower-cased: a content page
 * there would never be reached. React Router matches paths case-insensitively, hence lower case.
 */
export const RESERVED_PAGE_SEGMENTS: ReadonlySet<string> = new Set(
  [
    ...Object.values(ROUTES),
    '/addUserManagement',
    '/editUserManagement',
    '/addUserApplication',
    '/editApplication',
    '/userView',
    '/updateApplicationView',
    '/addCompany',
    '/editCompany',
    '/addDesignation',
    '/editDesignation',
    '/addNewSalary',
    '/editSalary',
    '/addNewPage',
    '/editPage',
    '/addSliders',
    '/editSlider',
    '/register',
    '/logout',
    '/api',
    '/assets',
    '/static',
  ].map((path) => path.split('/')[1]?.toLowerCase() ?? ''),
);

const LINK_PATTERN = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/** A page link as stored: trimmed, lower-cased, without a trailing slash ("/About-Us/" is "/about-us"). */
export const normalizePageLink = (link: string): string => {
  const trimmed = link.trim().toLowerCase();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed;
};

/** Why a (normalised) link cannot be a page's address, or null when it can. */
export function pageLinkProblem(link: string): string | null {
  if (link.length > PAGE_LINK_MAX || !LINK_PATTERN.test(link)) return MESSAGES.pages.linkInvalid;
  if (RESERVED_PAGE_SEGMENTS.has(link.split('/')[1] ?? '')) return MESSAGES.pages.linkReserved;
  return null;
}
