import type { Application } from '@visadesk/contract';

/*
 * The applicant copy's second address (spec section 2). ROUTES in the contract has no entry for it
 * yet, so its pattern and builder live here; see the report on moving them into ROUTES.
 */
export const APPLICATION_VIEW_ROUTE = '/updateApplicationView/:id';
export const applicationViewPath = (id: string): string => `/updateApplicationView/${encodeURIComponent(id)}`;

/**
 * The navigation state that hands a record to the next screen (read by application-source.ts).
 * Kept here, apart from the schema check, so the list does not load zod.
 */
export const withApplication = (application: Application) => ({ state: { application } });
