import type { Application, RecordVersionMeta, User } from '@visadesk/contract';
import { API, APPLICATION_API, CATALOGUE_API, type ResourceName } from '@visadesk/contract/plain';
import { api } from './api';
import { APPLICATION_LIST_TAG, applicationsApi, historyTag } from './applications';
import { ifMatch } from './record-version';
import { listTag, type ResourceRecordShape, recordTag } from './resources';

/** A record as it was at a version (GET fetch<One>Version), and which version it is. */
export type RecordAtVersion<T> = { record: T; version: RecordVersionMeta };

type Restore = { id: string; version: number; ifMatch: string };

/**
 * A version of a record beside today's, and bringing it back (as a new version, If-Match the record
 * as loaded): applications, the resources, and users (read only: they have no restore).
 */
export const recordVersionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationVersion: build.query<RecordAtVersion<Application>, { id: string; version: number }>({
      query: ({ id, version }) => APPLICATION_API.version(id, version),
      providesTags: (_result, _error, { id }) => [historyTag(id)],
    }),
    /** Admins and approvers; the answer (the record restored) shows at once. */
    restoreApplicationVersion: build.mutation<Application, Restore>({
      query: ({ id, version, ifMatch: loaded }) => ({
        url: APPLICATION_API.restoreVersion(id, version),
        method: 'POST',
        headers: ifMatch(loaded),
      }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(applicationsApi.util.upsertQueryData('getApplication', id, data));
        } catch {
          // The dialog reports the failure; nothing changed.
        }
      },
      invalidatesTags: (result, _error, { id }) => (result ? [APPLICATION_LIST_TAG, historyTag(id)] : []),
    }),
    getResourceVersion: build.query<
      RecordAtVersion<ResourceRecordShape>,
      { resource: ResourceName; id: string; version: number }
    >({
      query: ({ resource, id, version }) => CATALOGUE_API[resource].version(id, version),
      providesTags: (_result, _error, { resource, id }) => [recordTag(resource, id)],
    }),
    restoreResourceVersion: build.mutation<unknown, Restore & { resource: ResourceName }>({
      query: ({ resource, id, version, ifMatch: loaded }) => ({
        url: CATALOGUE_API[resource].restoreVersion(id, version),
        method: 'POST',
        headers: ifMatch(loaded),
      }),
      invalidatesTags: (result, _error, { resource, id }) =>
        result ? [listTag(resource), recordTag(resource, id)] : [],
    }),
    getUserVersion: build.query<RecordAtVersion<User>, { id: string; version: number }>({
      query: ({ id, version }) => API.users.version(id, version),
      providesTags: (_result, _error, { id }) => [{ type: 'User', id }],
    }),
  }),
});

export const {
  useGetApplicationVersionQuery,
  useRestoreApplicationVersionMutation,
  useGetResourceVersionQuery,
  useRestoreResourceVersionMutation,
  useGetUserVersionQuery,
} = recordVersionsApi;
