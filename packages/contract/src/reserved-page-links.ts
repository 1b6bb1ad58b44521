import { isWellFormedPageLink } from './page-links.ts';
import { ROUTES } from './paths.ts';

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

/** Whether a (normalised) link starts with a segment the app or the server answers itself. */
export const isReservedPageLink = (link: string): boolean =>
  RESERVED_PAGE_SEGMENTS.has(link.split('/')[1] ?? '');

/** Whether a (normalised) link can be a page's address. */
export const isPageLink = (link: string): boolean => isWellFormedPageLink(link) && !isReservedPageLink(link);
