import {
  APPLICATION_API,
  DOCUMENT_CODE,
  DocumentCodeCheckSchema,
  DocumentCodeRequestSchema,
  DocumentCodeSentSchema,
  DocumentGrantSchema,
  EnquiryDocumentsSchema,
  IdParamsSchema,
  MESSAGES,
} from '@visadesk/contract';
import { AppError } from '../../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../../plugins/route-plugin.ts';
import { findDocuments } from './document-codes.repository.ts';
import type { DocumentCodes } from './document-codes.ts';
import { toEnquiryDocuments } from './enquiry-dto.ts';

/**
 * The one-time code before documents: a matching enquiry's ticket asks for a code,
 * the code answers a grant, and the grant fetches the photo and documents of its application as
 * signed URLs. Public; the limits are the codes' own (document-codes.ts).
 */
async function documentCodeRoutes(app: ZodApp, { documentCodes }: { documentCodes: DocumentCodes }) {
  app.post(
    APPLICATION_API.documentCode,
    {
      schema: {
        tags: ['public'],
        body: DocumentCodeRequestSchema,
        response: { 200: DocumentCodeSentSchema },
      },
    },
    async (request) => documentCodes.request(request.body.ticket, request.ip),
  );

  app.post(
    APPLICATION_API.documentCodeCheck,
    { schema: { tags: ['public'], body: DocumentCodeCheckSchema, response: { 200: DocumentGrantSchema } } },
    async (request) => documentCodes.check(request.body.ticket, request.body.code, request.ip),
  );

  app.get(
    APPLICATION_API.enquiryDocuments(':id'),
    { schema: { tags: ['public'], params: IdParamsSchema, response: { 200: EnquiryDocumentsSchema } } },
    async (request) => {
      const { id } = request.params;
      const grant = request.headers[DOCUMENT_CODE.grantHeader];
      if (!documentCodes.isGranted(typeof grant === 'string' ? grant : undefined, id))
        throw new AppError('FORBIDDEN', MESSAGES.documentCode.grantNeeded);
      const row = await findDocuments(app.db, id);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.applications.noData);
      return toEnquiryDocuments(row, app.fileUrls);
    },
  );
}

export default zodRoutePlugin('document-code-routes', { decorators: ['db', 'fileUrls'] }, documentCodeRoutes);
