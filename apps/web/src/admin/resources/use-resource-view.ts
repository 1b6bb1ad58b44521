import { useEffect } from 'react';
import { describeQueryError } from '../../api/query-error';
import { useResourceList } from '../../api/resources';
import { useListAddress } from '../components/use-list-address';
import { usePageSize } from '../components/use-page-size';
import { clientPage, readPage } from './list-shape';
import type { ResourceConfig, ResourceRecord } from './resource-config';

export interface ResourceView {
  items: ResourceRecord[] | undefined;
  page: number;
  /** Undefined while the page asked for loads. */
  totalPages: number | undefined;
  search: string;
  pageSize: number;
  setPageSize: (size: number) => void;
  isLoading: boolean;
  /** The catalogue's message for a failed fetch, or null. */
  failure: string | null;
  retry: () => void;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
}

/**
 * The rows a list screen shows. Page and search live in the address (`?page=2&search=cook`), so a
 * reload and the Back button return to the same view. A server-paged resource asks for that page;
 * the others fetch the whole array once and search (a name containing the term, in any case) and
 * page it here. The page size is the user's (`usePageSize`).
 */
export function useResourceView(config: ResourceConfig): ResourceView {
  const [params, setAddress] = useListAddress();
  const page = readPage(params.get('page'));
  const search = params.get('search') ?? '';
  const isServerPaged = config.list.paging === 'server';
  const [pageSize, setPageSize] = usePageSize(config.name, config.list.pageSize);
  const { currentData, isFetching, isError, error, refetch } = useResourceList(
    isServerPaged ? { resource: config.name, page, limit: pageSize, search } : { resource: config.name },
  );

  const update = (next: { page: number; search: string }, replace = false) => {
    const query = new URLSearchParams();
    if (next.page > 1) query.set('page', String(next.page));
    if (next.search) query.set('search', next.search);
    setAddress(query, replace);
  };

  const list = currentData === undefined ? undefined : config.normaliseList(currentData);
  const view =
    list &&
    (isServerPaged
      ? { ...list, page }
      : clientPage(matching(list.items, search, config.nameOf), page, pageSize));

  // A page past the end (after a delete, or an edited address) moves to the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (view && page > view.totalPages) update({ page: view.totalPages, search }, true);
  }, [view?.totalPages, page]);

  return {
    items: view?.items,
    page: view?.page ?? page,
    totalPages: view?.totalPages,
    search,
    pageSize,
    setPageSize: (size) => {
      setPageSize(size);
      update({ page: 1, search }, true);
    },
    isLoading: isFetching && currentData === undefined,
    failure: isError ? config.errorMessage('fetch', describeQueryError(error)) : null,
    retry: () => void refetch(),
    setPage: (next) => update({ page: next, search }),
    setSearch: (next) => update({ page: 1, search: next }, true),
  };
}

/** The records whose name contains the search, in any case (a list held whole by the client). */
function matching(
  items: ResourceRecord[],
  search: string,
  nameOf: (record: ResourceRecord) => string,
): ResourceRecord[] {
  const term = search.trim().toLocaleLowerCase();
  return term ? items.filter((record) => nameOf(record).toLocaleLowerCase().includes(term)) : items;
}
