import { APPLICATION_API, MESSAGES } from '@visadesk/contract';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { type ZodApp, zodRoutePlugin } from '../plugins/route-plugin.ts';
import { PDF_TYPE } from './documents.ts';
import { FILE_KEY } from './sized-keys.ts';

const FileParamsSchema = z.object({
  key: z.string().regex(FILE_KEY, { error: MESSAGES.applications.linkInvalid }),
});
/**
 * No script, and framed only by the app. Nothing more: browsers show a PDF with a viewer of their
 * own (a plugin in Chromium), which a stricter policy (object-src, sandbox) can leave blank.
 */
const PDF_POLICY = "script-src 'none'; frame-ancestors 'self'";

const FileQuerySchema = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  v: z.string().max(80).optional(),
});

/**
 * `onViewed` hears each opening of a file whose URL was signed with a view (`v`): the enquiry signs
 * "<application id>.<slot>" into a document's URL, so the public lookup log can count the opening.
 */
type FilesRoutesOptions = { onViewed: (view: string, clientAddress: string) => void };

/** Files by signed URL: no token needed, the signature and expiry are the permission. */
async function filesRoutes(app: ZodApp, { onViewed }: FilesRoutesOptions) {
  app.get(
    APPLICATION_API.file(':key'),
    { schema: { tags: ['files'], params: FileParamsSchema, querystring: FileQuerySchema } },
    async (request, reply) => {
      const { key } = request.params;
      const verdict = app.fileUrls.verify(key, request.query);
      const served = verdict === 'ok' ? await app.files.servedAs(key) : undefined;
      const stream = served ? await app.files.open(served.key) : null;
      if (!stream || !served)
        throw new AppError(verdict === 'ok' ? 'NOT_FOUND' : 'FORBIDDEN', MESSAGES.applications.linkInvalid);
      if (request.query.v) onViewed(request.query.v, request.ip);
      // A PDF opens in the browser's own viewer: whatever it holds, no script of it may run there.
      if (served.contentType === PDF_TYPE) reply.header('Content-Security-Policy', PDF_POLICY);
      return reply
        .header('Content-Type', served.contentType)
        .header('Content-Disposition', 'inline')
        .send(stream);
    },
  );
}

export default zodRoutePlugin('files-routes', { decorators: ['files', 'fileUrls'] }, filesRoutes);
