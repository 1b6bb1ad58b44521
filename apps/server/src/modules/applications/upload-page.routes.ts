import {
  OpenUploadLinkSchema,
  UPLOAD_API,
  UPLOAD_LINK,
  UPLOAD_LINK_MESSAGES,
  UploadPageSchema,
  UploadSlotParamsSchema,
} from '@visadesk/contract';
import type { FastifyRequest } from 'fastify';
import { withMultipartForm } from '../../files/multipart-form.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { enquiryRateLimit } from '../lookups/enquiry-rate-limit.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';
import type { UploadCredentials } from './upload-links.ts';

const M = UPLOAD_LINK_MESSAGES;

/** The token and date of birth an upload carries in its headers (the body is the file). */
function credentialsOf(request: FastifyRequest): UploadCredentials {
  const header = (name: string) => {
    const value = request.headers[name];
    return typeof value === 'string' ? value : '';
  };
  const token = header(UPLOAD_LINK.tokenHeader);
  const dob = header(UPLOAD_LINK.birthDateHeader);
  if (!token || token.length > 100) throw notFound(M.notFound);
  if (!dob || dob.length > 10) throw badRequest(M.birthDateRequired, 'dob');
  return { token, dob };
}

/**
 * The applicant's side of an upload link: public, the token and their date of birth being the
 * credential, rate limited per address like the enquiry. Each file goes through the staff
 * upload's limit, checks and re-encoding; a refused one leaves nothing stored.
 */
export function uploadPageRoutes(context: ApplicationRoutesContext) {
  const { app, uploadLinks, multipart, stageDocument, documentRule } = context;
  const tags = ['public'];
  const rateLimit = enquiryRateLimit(app.config.rateLimits.enquiry);

  app.post(
    UPLOAD_API.open,
    {
      schema: { tags, body: OpenUploadLinkSchema, response: { 200: UploadPageSchema } },
      config: { rateLimit },
    },
    async (request) => uploadLinks.open(request.body),
  );

  app.put(
    UPLOAD_API.file(':slot'),
    {
      schema: { tags, ...multipart, params: UploadSlotParamsSchema, response: { 200: UploadPageSchema } },
      config: { rateLimit },
      // Refused before the body is read: no byte of a file the link does not take is spooled.
      preHandler: async (request) => {
        await uploadLinks.checkUpload(credentialsOf(request), request.params.slot);
      },
    },
    async (request) => {
      const credentials = credentialsOf(request);
      const { slot } = request.params;
      const key = await withMultipartForm(request, { file: documentRule }, async (form) => {
        if (!form.files.file) throw badRequest(M.failed, 'file');
        return stageDocument(form.files.file);
      });
      return uploadLinks.receive(credentials, slot, key);
    },
  );
}
