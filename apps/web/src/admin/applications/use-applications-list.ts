import { MESSAGES, PAGE_SIZE } from '@visadesk/contract/plain';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useListApplicationsQuery } from '../../api/applications';
import { useListAddress } from '../components/use-list-address';
import { usePageSize } from '../components/use-page-size';
import { useSearchDraft } from '../components/use-search-draft';
import { type ListParams, readListParams, writeListParams } from './list-params';

/**
 * The applications list as its address asks for it (page, search, status, deadlines, order) with `update` to
 * change it, the search box's draft, the user's page size, and the page of applications fetched.
 */
export function useApplicationsList() {
  const [params, setAddress] = useListAddress();
  const list = readListParams(params);
  const update = (changes: Partial<ListParams>, replace = false) =>
    setAddress(writeListParams({ ...list, ...changes }), replace);
  const [draft, setDraft] = useSearchDraft(list.search, (search) => update({ search, page: 1 }, true));

  const [pageSize, setPageSize] = usePageSize('applications', PAGE_SIZE.applications);
  const query = useListApplicationsQuery({
    page: list.page,
    limit: pageSize,
    search: list.search,
    status: list.status,
    sort: list.sort,
    expiringWithin: list.expiringWithin,
    assignedTo: list.assignedTo,
    fromApplicant: list.fromApplicant,
  });
  // Undefined while a page loads: the pager keeps the last count meanwhile.
  const totalPages = query.currentData?.totalPages;

  useEffect(() => {
    if (query.isError) toast.error(MESSAGES.applications.fetchError, { id: 'applications-fetch-error' });
  }, [query.isError]);
  // A page past the end (after a delete, or an edited address) moves to the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (totalPages && list.page > totalPages) update({ page: totalPages }, true);
  }, [totalPages, list.page]);

  return { list, update, draft, setDraft, pageSize, setPageSize, query, totalPages };
}
