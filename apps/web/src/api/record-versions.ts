import type { Application, RecordVersionMeta } from '@visadesk/contract';
import { APPLICATION_API, CATALOGUE_API, type ResourceName } from '@visadesk/contract/plain';
import { api } from './api';
import { APPLICATION_LIST_TAG, historyTag } from './applications';
import { ifMatch } from './record-version';
import { listTag, recordTag } from './resources';

/** A record as it was at a version (GET fetch<One>Version), and which version it is. */
export type RecordAtVersion<T> = { record: T; version: RecordVersionMeta };

type Restore = { id: string; version: number; ifMatch: string };

/**
 * A version of a record beside today's, and bringing it back (as a new version, If-Match the record
 * as loaded): applications and the resources (users have no restore).
 */
export const recordVersionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Any record as at a version, by its version's address (APPLICATION_API.version, ...). */
    getRecordVersion: build.query<RecordAtVersion<Record<string, unknown>>, string>({
      query: (url) => url,
    }),
    /** Admins and approvers; the view then reads the record restored and its new version. */
    restoreApplicationVersion: build.mutation<Application, Restore>({
      query: ({ id, version, ifMatch: loaded }) => ({
        url: APPLICATION_API.restoreVersion(id, version),
        method: 'POST',
        headers: ifMatch(loaded),
      }),
      invalidatesTags: (result, _error, { id }) =>
        result ? [APPLICATION_LIST_TAG, historyTag(id), { type: 'Application', id }] : [],
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
  }),
});

export const {
  useGetRecordVersionQuery,
  useRestoreApplicationVersionMutation,
  useRestoreResourceVersionMutation,
} = recordVersionsApi;
