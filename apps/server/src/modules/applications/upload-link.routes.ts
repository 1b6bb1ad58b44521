import {
  APPLICATION_API,
  CreateUploadLinkSchema,
  IdParamsSchema,
  MessageResponseSchema,
  UPLOAD_LINK_MESSAGES,
  UploadLinkCreatedSchema,
  UploadLinkListSchema,
  UploadLinkParamsSchema,
} from '@visadesk/contract';
import { requireUser } from '../../auth/guard.ts';
import type { ApplicationRoutesContext } from './application-routes-context.ts';

/** Staff's side of the upload links: ask for missing documents, see the links, close one. */
export function uploadLinkRoutes({ app, uploadLinks, anyStaff, tags }: ApplicationRoutesContext) {
  app.post(
    APPLICATION_API.createUploadLink(':id'),
    {
      onRequest: anyStaff,
      schema: {
        tags,
        params: IdParamsSchema,
        body: CreateUploadLinkSchema,
        response: { 200: UploadLinkCreatedSchema },
      },
    },
    async (request) => uploadLinks.create(request.params.id, request.body.slots, requireUser(request)._id),
  );

  app.get(
    APPLICATION_API.uploadLinks(':id'),
    {
      onRequest: anyStaff,
      schema: { tags, params: IdParamsSchema, response: { 200: UploadLinkListSchema } },
    },
    async (request) => ({ links: await uploadLinks.list(request.params.id) }),
  );

  app.post(
    APPLICATION_API.revokeUploadLink(':id', ':linkId'),
    {
      onRequest: anyStaff,
      schema: { tags, params: UploadLinkParamsSchema, response: { 200: MessageResponseSchema } },
    },
    async (request) => {
      await uploadLinks.revoke(request.params.id, request.params.linkId);
      return { message: UPLOAD_LINK_MESSAGES.revokedByStaff };
    },
  );
}
