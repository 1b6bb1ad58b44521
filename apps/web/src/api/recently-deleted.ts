import type { DeletedApplicationList, DeletedRecordList } from '@visadesk/contract';
import { APPLICATION_API, CATALOGUE_API, type ResourceName } from '@visadesk/contract/plain';
import { api } from './api';
import { APPLICATION_LIST_TAG } from './applications';

/** What Recently deleted holds: applications, or one resource's records. */
export type BinKindName = 'applications' | ResourceName;

const pathsOf = (kind: BinKindName) => (kind === 'applications' ? APPLICATION_API : CATALOGUE_API[kind]);
const binTag = (kind: BinKindName) => ({ type: 'RecentlyDeleted' as const, id: kind });
/** A restore brings a record back into its own list. */
const listTagOf = (kind: BinKindName) =>
  kind === 'applications' ? APPLICATION_LIST_TAG : { type: 'Resource' as const, id: kind };

type Entry = { kind: BinKindName; id: string };

/** Recently deleted (admins): each kind's deleted records, a restore, and a purge. */
export const recentlyDeletedApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDeleted: build.query<
      DeletedApplicationList | DeletedRecordList,
      { kind: BinKindName; page: number; limit: number }
    >({
      query: ({ kind, page, limit }) => ({ url: pathsOf(kind).deleted, params: { page, limit } }),
      providesTags: (_result, _error, { kind }) => [binTag(kind)],
    }),
    restoreDeleted: build.mutation<{ _id: string }, Entry>({
      query: ({ kind, id }) => ({ url: pathsOf(kind).restoreDeleted(id), method: 'POST' }),
      invalidatesTags: (result, _error, { kind }) =>
        result ? [binTag(kind), listTagOf(kind), 'Dashboard'] : [],
    }),
    purgeDeleted: build.mutation<{ _id: string }, Entry>({
      query: ({ kind, id }) => ({ url: pathsOf(kind).purgeDeleted(id), method: 'DELETE' }),
      invalidatesTags: (result, _error, { kind }) => (result ? [binTag(kind)] : []),
    }),
  }),
});

export const { useListDeletedQuery, useRestoreDeletedMutation, usePurgeDeletedMutation } = recentlyDeletedApi;
