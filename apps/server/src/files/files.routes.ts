import { APPLICATION_API, DOCUMENT_SLOTS, MESSAGES } from '@visadesk/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import type { LookupLog } from '../modules/applications/lookup-log.ts';
import { routePlugin } from '../plugins/route-plugin.ts';
import { FILE_KEY } from './sized-keys.ts';

const FileParamsSchema = z.object({
  key: z.string().regex(FILE_KEY, { error: MESSAGES.applications.linkInvalid }),
});
const FileQuerySchema = z.object({
  exp: z.string().optional(),
  sig: z.string().optional(),
  v: z.string().max(80).optional(),
});
const SLOTS = new Set<string>(DOCUMENT_SLOTS.map((slot) => slot.key));

type FilesRoutesOptions = { lookupLog: LookupLog };

/** Files by signed URL: no token needed, the signature and expiry are the permission. */
async function filesRoutes(fastify: FastifyInstance, { lookupLog }: FilesRoutesOptions) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

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
      if (request.query.v) logDocumentView(lookupLog, request.query.v, request.ip);
      return reply
        .header('Content-Type', served.contentType)
        .header('Content-Disposition', 'inline')
        .send(stream);
    },
  );
}

/** `v` is "<application id>.<slot>", signed into the URL by the enquiry that handed it out. */
function logDocumentView(lookupLog: LookupLog, view: string, clientAddress: string) {
  const [applicationId, slot] = view.split('.');
  if (!applicationId || !slot || !SLOTS.has(slot)) return;
  lookupLog.record({ clientAddress, kind: 'document', applicationId, document: slot });
}

export default routePlugin('files-routes', { decorators: ['files', 'fileUrls'] }, filesRoutes);
