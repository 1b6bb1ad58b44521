import type { UploadLinkCreated, UploadLinkList } from '@visadesk/contract';
import { APPLICATION_API, type DocumentSlot } from '@visadesk/contract/plain';
import { api } from './api';

const linksTag = (id: string) => ({ type: 'UploadLinks' as const, id });

/** An application's upload links: asking the applicant for documents, the links' states, closing one. */
export const uploadLinksApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUploadLinks: build.query<UploadLinkList, string>({
      query: (id) => APPLICATION_API.uploadLinks(id),
      providesTags: (_result, _error, id) => [linksTag(id)],
    }),
    createUploadLink: build.mutation<UploadLinkCreated, { id: string; slots: DocumentSlot[] }>({
      query: ({ id, slots }) => ({
        url: APPLICATION_API.createUploadLink(id),
        method: 'POST',
        body: { slots },
      }),
      invalidatesTags: (result, _error, { id }) => (result ? [linksTag(id), 'Outbox'] : []),
    }),
    revokeUploadLink: build.mutation<{ message: string }, { id: string; linkId: string }>({
      query: ({ id, linkId }) => ({ url: APPLICATION_API.revokeUploadLink(id, linkId), method: 'POST' }),
      invalidatesTags: (_result, _error, { id }) => [linksTag(id)],
    }),
  }),
});

export const { useGetUploadLinksQuery, useCreateUploadLinkMutation, useRevokeUploadLinkMutation } =
  uploadLinksApi;
