import type {
  Application,
  ApplicationHistory,
  ApplicationList,
  BulkApplicationsBody,
  BulkApplicationsResult,
  RecordVersions,
  RejectBody,
} from '@visadesk/contract';
import {
  APPLICATION_API,
  type ApplicationSort,
  type ApplicationStatus,
  DEFAULT_APPLICATION_SORT,
  type DocumentSlot,
  TIMEOUTS,
} from '@visadesk/contract/plain';
import { api } from './api';
import type { AppDispatch } from './store';

export const APPLICATION_LIST_TAG = { type: 'Application', id: 'LIST' } as const;
export const historyTag = (id: string) => ({ type: 'ApplicationHistory' as const, id });

export interface ListApplicationsArgs {
  page: number;
  limit: number;
  search: string;
  status: ApplicationStatus | '';
  /** Left out of the request when it is the default (newest first). */
  sort?: ApplicationSort;
  /** Only those whose nearest deadline falls within this many days (the overdue too); null: all. */
  expiringWithin?: number | null;
  /** Whose cases: `me`, `none` or a user's id; '' or absent: anyone's. */
  assignedTo?: string;
  /** Only what applicants sent through upload links lately. */
  fromApplicant?: boolean;
}

/** The three status actions of the applicant copy, named as the spec's messages name them. */
export type StatusAction = 'pending' | 'approve' | 'reject';

const STATUS_PATHS: Record<StatusAction, (id: string) => string> = {
  pending: APPLICATION_API.pending,
  approve: APPLICATION_API.approve,
  reject: APPLICATION_API.reject,
};

/**
 * Visa applications: the list, one record, its history, status changes and delete. The multipart
 * saves go through `uploadMultipart` (upload progress needs XMLHttpRequest) and then refresh this
 * cache with `applicationSaved`.
 */
export const applicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listApplications: build.query<ApplicationList, ListApplicationsArgs>({
      query: ({ page, limit, search, status, sort, expiringWithin, assignedTo, fromApplicant }) => ({
        url: APPLICATION_API.list,
        params: {
          page,
          limit,
          ...(search ? { search } : {}),
          ...(status ? { status } : {}),
          ...(sort && sort !== DEFAULT_APPLICATION_SORT ? { sort } : {}),
          ...(expiringWithin != null ? { expiringWithin } : {}),
          ...(assignedTo ? { assignedTo } : {}),
          ...(fromApplicant ? { fromApplicant: '1' } : {}),
        },
      }),
      providesTags: (result) => [
        APPLICATION_LIST_TAG,
        ...(result?.applications ?? []).map(({ _id }) => ({ type: 'Application' as const, id: _id })),
      ],
    }),
    getApplication: build.query<Application, string>({
      query: (id) => APPLICATION_API.get(id),
      providesTags: (_result, _error, id) => [{ type: 'Application', id }],
    }),
    getApplicationHistory: build.query<ApplicationHistory, string>({
      query: (id) => APPLICATION_API.history(id),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    getApplicationVersions: build.query<RecordVersions, string>({
      query: (id) => APPLICATION_API.versions(id),
      providesTags: (_result, _error, id) => [historyTag(id)],
    }),
    /** `rejection`: Reject's reason, note and whether the applicant sees them (the others take no body). */
    setApplicationStatus: build.mutation<
      Application,
      { id: string; action: StatusAction; rejection?: RejectBody }
    >({
      query: ({ id, action, rejection }) => ({
        url: STATUS_PATHS[action](id),
        method: 'PUT',
        ...(rejection ? { body: rejection } : {}),
      }),
      // The answer is the record with its new status: shown at once, then lists and history refetch.
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(applicationsApi.util.upsertQueryData('getApplication', id, data));
        } catch {
          // The screen reports the failure; nothing changed.
        }
      },
      invalidatesTags: (result, _error, { id }) => (result ? [APPLICATION_LIST_TAG, historyTag(id)] : []),
    }),
    /** One action on the selected rows; the answer says per id what happened. */
    bulkApplications: build.mutation<BulkApplicationsResult, BulkApplicationsBody>({
      query: (body) => ({ url: APPLICATION_API.bulk, method: 'POST', body }),
      invalidatesTags: (result) => (result ? [APPLICATION_LIST_TAG, 'Application'] : []),
    }),
    deleteApplication: build.mutation<{ _id: string }, string>({
      query: (id) => ({
        url: APPLICATION_API.remove(id),
        method: 'DELETE',
        timeout: TIMEOUTS.deleteApplication,
      }),
      // Only the lists: the record's own query would refetch into a 404 while its screen closes.
      invalidatesTags: (result) => (result ? [APPLICATION_LIST_TAG] : []),
    }),
  }),
});

export const {
  useListApplicationsQuery,
  useGetApplicationQuery,
  useGetApplicationHistoryQuery,
  useGetApplicationVersionsQuery,
  useSetApplicationStatusMutation,
  useDeleteApplicationMutation,
  useBulkApplicationsMutation,
} = applicationsApi;

/**
 * After a multipart save: the saved record replaces the cached one at once (the screen it lands on
 * shows it without a request), and the lists and the history refetch.
 */
export function applicationSaved(dispatch: AppDispatch, record: Application): void {
  void dispatch(applicationsApi.util.upsertQueryData('getApplication', record._id, record));
  dispatch(api.util.invalidateTags([APPLICATION_LIST_TAG, historyTag(record._id)]));
}

/**
 * After one document's upload: only that slot (and the version) changes in the cached record, so
 * answers of uploads running side by side, arriving in any order, never take back another slot's
 * new document. The lists and the history (a new version) refetch.
 */
export function documentSaved(dispatch: AppDispatch, slot: DocumentSlot, record: Application): void {
  dispatch(
    applicationsApi.util.updateQueryData('getApplication', record._id, (draft) => {
      draft[slot] = record[slot];
      // Its copies with it: without them the screen would show the slot's last image, or a PDF
      // (which no <img> shows) in place of its first page.
      if (draft.sizes && record.sizes) draft.sizes[slot] = record.sizes[slot];
      if (record.updatedAt > draft.updatedAt) draft.updatedAt = record.updatedAt;
    }),
  );
  dispatch(api.util.invalidateTags([APPLICATION_LIST_TAG, historyTag(record._id)]));
}
