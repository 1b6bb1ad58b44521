import {
  APPLICATION_API,
  EnquiryQuerySchema,
  EnquiryResponseSchema,
  isCalendarDate,
  normalizePassport,
  normalizeReference,
  toCountryCode,
} from '@visadesk/contract';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import type { DocumentCodes } from './document-codes.ts';
import { toEnquiryApplication } from './enquiry-dto.ts';
import { enquiryRateLimit } from './enquiry-rate-limit.ts';
import type { LookupLog } from './lookup-log.ts';
import * as repo from './lookups.repository.ts';
import type { Printouts } from './printouts.ts';

type EnquiryRoutesOptions = { lookupLog: LookupLog; printouts: Printouts; documentCodes: DocumentCodes };

/**
 * The public status enquiry: passport (or the case's reference), nationality and date of birth
 * must all match exactly.
 * Rate limited per client address; every lookup is logged, matched or not.
 */
async function enquiryRoutes(app: ZodApp, { lookupLog, printouts, documentCodes }: EnquiryRoutesOptions) {
  app.get(
    APPLICATION_API.enquiry,
    {
      schema: { tags: ['public'], querystring: EnquiryQuerySchema, response: { 200: EnquiryResponseSchema } },
      config: { rateLimit: enquiryRateLimit(app.config.rateLimits.enquiry) },
    },
    async (request) => {
      const { search, search1, search2, lang } = request.query;
      const nationality = toCountryCode(search1);
      const row =
        nationality && isCalendarDate(search2)
          ? await repo.findForEnquiry(
              app.db,
              { passport: normalizePassport(search), reference: normalizeReference(search) },
              nationality,
              search2,
            )
          : undefined;
      lookupLog.record({ clientAddress: request.ip, kind: 'enquiry', applicationId: row?.id ?? null });
      if (!row) return { applications: [] };
      // Their mails (a code asked for next, status changes) go out in the language they read.
      if (lang && lang !== row.language) await repo.keepApplicantLanguage(app.db, row.id, lang);
      // The result's printout carries a signed token of the status it shows; with the code
      // setting on, no photo or document, but a ticket to ask for them.
      const locked = row.documentCodeRequired ? documentCodes.ticketFor(row.id, row.email) : null;
      return { applications: [toEnquiryApplication(row, app.fileUrls, printouts.issue(row), locked)] };
    },
  );
}

export default zodRoutePlugin(
  'enquiry-routes',
  { decorators: ['config', 'db', 'fileUrls'], dependencies: ['@fastify/rate-limit'] },
  enquiryRoutes,
);
