import {
  APPLICATION_API,
  ApplicationSchema,
  DOCUMENT_SLOTS,
  DocumentParamsSchema,
  type DocumentSlot,
  IdParamsSchema,
  MESSAGES,
} from '@visadesk/contract';
import { withMultipartForm } from '../../files/multipart-form.ts';
import type { LocalFile } from '../../files/spool.ts';
import { badRequest } from '../../lib/app-error.ts';
import { settleInLanes, valuesOrFirstFailure } from '../../lib/lanes.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';

const M = MESSAGES.applications;

/** Documents of one form re-encoded at once (the screens send two at a time). */
const DOCUMENT_LANES = 2;

/** An application's twelve documents: several in one form, or one on its own. */
export function documentRoutes(context: ApplicationRoutesContext) {
  const { app, service, one, anyStaff, tags, multipart, stageDocument, documentRule } = context;

  app.put(
    APPLICATION_API.documents(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, ...multipart, params: IdParamsSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      const rules = Object.fromEntries(DOCUMENT_SLOTS.map(({ key }) => [key, documentRule]));
      const slots = await withMultipartForm(request, rules, async (form) => {
        const sent = DOCUMENT_SLOTS.filter(({ key }) => form.files[key]);
        if (sent.length === 0) throw badRequest(M.documentsRequired);
        // Two at a time: re-encoding a scan is most of an upload's time.
        const results = await settleInLanes(sent, DOCUMENT_LANES, ({ key }) =>
          stageDocument(form.files[key] as LocalFile),
        );
        const staged = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        if (staged.length < sent.length) await app.files.purge(staged);
        const keys = valuesOrFirstFailure(results);
        return Object.fromEntries(sent.map(({ key }, i) => [key, keys[i]])) as Partial<
          Record<DocumentSlot, string>
        >;
      });
      return one(await service.setDocuments(request.params.id, slots, request.currentUser?._id));
    },
  );

  // One document on its own, so a browser uploads each with its own progress, error and retry.
  app.put(
    APPLICATION_API.document(':id', ':slot'),
    {
      onRequest: anyStaff,
      schema: { tags, ...multipart, params: DocumentParamsSchema, response: { 200: ApplicationSchema } },
    },
    async (request) => {
      const { id, slot } = request.params;
      const key = await withMultipartForm(request, { file: documentRule }, async (form) => {
        if (!form.files.file) throw badRequest(M.documentsRequired, 'file');
        return stageDocument(form.files.file);
      });
      return one(await service.setDocuments(id, { [slot]: key }, request.currentUser?._id));
    },
  );
}
