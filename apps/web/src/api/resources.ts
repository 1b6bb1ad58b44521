import type { DesignationList, RESOURCE_SCHEMAS, RecordVersions } from '@visadesk/contract';
import { CATALOGUE_API, PAGE_SIZE, type ResourceName } from '@visadesk/contract/plain';
import type { z } from 'zod';
import { api } from './api';
import { ifMatch } from './record-version';
import type { AppDispatch } from './store';

/** What each catalogue and content list endpoint answers (spec section 3: one paged, the rest arrays). */
export type ResourceLists = { [N in ResourceName]: z.infer<(typeof RESOURCE_SCHEMAS)[N]['list']> };
export type { ResourceName };

export interface ListResourceArgs<N extends ResourceName = ResourceName> {
  resource: N;
  /** Only the designation list is paged and searched on the server. */
  page?: number;
  limit?: number;
  search?: string;
}

export const listTag = (resource: ResourceName) => ({ type: 'Resource' as const, id: resource });
export const recordTag = (resource: ResourceName, id: string) => ({
  type: 'Resource' as const,
  id: `${resource}/${id}`,
});

/** Any record of the five resources: each carries its id and version. */
export interface ResourceRecordShape {
  _id: string;
  updatedAt: string;
}

/**
 * The five simple resources share one set of endpoints, parameterised by the resource's paths in
 * CATALOGUE_API: list, create, update and delete (JSON). Slider saves are multipart and go through
 * `uploadMultipart`, then call `resourceSaved`. Every list of a resource shares one tag, so any save
 * or delete refreshes all of its pages and searches.
 */
export const resourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listResource: build.query<ResourceLists[ResourceName], ListResourceArgs>({
      query: ({ resource, page, limit, search }) => {
        const params = {
          ...(page ? { page } : {}),
          ...(limit ? { limit } : {}),
          ...(search ? { search } : {}),
        };
        // No empty `?` on the plain lists: their address stays the spec's.
        return Object.keys(params).length > 0
          ? { url: CATALOGUE_API[resource].list, params }
          : CATALOGUE_API[resource].list;
      },
      providesTags: (_result, _error, { resource }) => [listTag(resource)],
    }),
    /**
     * Every designation's name, in the list's order, read page after page of the most the API
     * gives: the application form's job titles, however many the office keeps.
     */
    listDesignationNames: build.query<string[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const names: string[] = [];
        for (let page = 1; ; page += 1) {
          const params = { page, limit: PAGE_SIZE.max };
          const result = await baseQuery({ url: CATALOGUE_API.designations.list, params });
          if (result.error) return { error: result.error };
          const list = result.data as DesignationList;
          names.push(...list.designations.map(({ name }) => name));
          if (page >= list.totalPages) return { data: names };
        }
      },
      providesTags: [listTag('designations')],
    }),
    getResource: build.query<ResourceRecordShape, { resource: ResourceName; id: string }>({
      query: ({ resource, id }) => CATALOGUE_API[resource].get(id),
      providesTags: (_result, _error, { resource, id }) => [recordTag(resource, id)],
    }),
    /** A record's versions, refetched with the record whenever it is saved. */
    getResourceVersions: build.query<RecordVersions, { resource: ResourceName; id: string }>({
      query: ({ resource, id }) => CATALOGUE_API[resource].versions(id),
      providesTags: (_result, _error, { resource, id }) => [recordTag(resource, id)],
    }),
    createResource: build.mutation<unknown, { resource: ResourceName; body: unknown }>({
      query: ({ resource, body }) => ({ url: CATALOGUE_API[resource].create, method: 'POST', body }),
      invalidatesTags: (result, _error, { resource }) => (result ? [listTag(resource)] : []),
    }),
    updateResource: build.mutation<
      unknown,
      { resource: ResourceName; id: string; body: unknown; version: string }
    >({
      query: ({ resource, id, body, version }) => ({
        url: CATALOGUE_API[resource].update(id),
        method: 'PUT',
        body,
        headers: ifMatch(version),
      }),
      invalidatesTags: (result, _error, { resource, id }) =>
        result ? [listTag(resource), recordTag(resource, id)] : [],
    }),
    deleteResource: build.mutation<{ _id: string }, { resource: ResourceName; id: string }>({
      query: ({ resource, id }) => ({ url: CATALOGUE_API[resource].remove(id), method: 'DELETE' }),
      invalidatesTags: (result, _error, { resource }) => (result ? [listTag(resource)] : []),
    }),
  }),
});

export const {
  useListDesignationNamesQuery,
  useGetResourceQuery,
  useGetResourceVersionsQuery,
  useCreateResourceMutation,
  useUpdateResourceMutation,
  useDeleteResourceMutation,
} = resourcesApi;

/** A resource's list, typed by the resource it names. */
export function useResourceList<N extends ResourceName>(
  args: ListResourceArgs<N>,
  options?: { skip?: boolean },
) {
  const result = resourcesApi.useListResourceQuery(args, options);
  return result as Omit<typeof result, 'data' | 'currentData'> & {
    data?: ResourceLists[N];
    currentData?: ResourceLists[N];
  };
}

/** After a multipart save: every list of the resource, and the saved record, refetch. */
export function resourceSaved(dispatch: AppDispatch, resource: ResourceName, id?: string): void {
  dispatch(api.util.invalidateTags([listTag(resource), ...(id ? [recordTag(resource, id)] : [])]));
}
