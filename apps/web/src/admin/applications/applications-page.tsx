import '../../styles/applications.css';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  LABELS,
  MESSAGES,
  PAGE_SIZE,
  ROUTES,
  SEARCH_CONTAINS_MIN,
  SEARCH_MAX,
} from '@visadesk/contract/plain';
import { useEffect } from 'react';
import { Form } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { useListApplicationsQuery } from '../../api/applications';
import { Icon } from '../../components/icons';
import { PageHeader } from '../components/page-header';
import { PageSizeSelect } from '../components/page-size-select';
import { Pager } from '../components/pager';
import { useListAddress } from '../components/use-list-address';
import { usePageSize } from '../components/use-page-size';
import { useSearchDraft } from '../components/use-search-draft';
import { ApplicationsTable } from './applications-table';
import { type ListParams, parseStatus, readListParams, writeListParams } from './list-params';
import { resultCount } from './result-count';
import { useDeleteApplication } from './use-delete-application';

const L = LABELS.applications;

/**
 * /application (every staff role): the searchable, filterable list. Page, search and status live
 * in the address, so a reload and the Back button return to the same view.
 */
export function ApplicationsPage() {
  const [params, setAddress] = useListAddress();
  const list = readListParams(params);
  const update = (changes: Partial<ListParams>, replace = false) =>
    setAddress(writeListParams({ ...list, ...changes }), replace);
  const [draft, setDraft] = useSearchDraft(list.search, (search) => update({ search, page: 1 }, true));

  const [pageSize, setPageSize] = usePageSize('applications', PAGE_SIZE.applications);
  const { currentData, isFetching, isError, refetch } = useListApplicationsQuery({
    page: list.page,
    limit: pageSize,
    search: list.search,
    status: list.status,
    sort: list.sort,
  });
  // Undefined while a page loads: the pager keeps the last count meanwhile.
  const totalPages = currentData?.totalPages;

  useEffect(() => {
    if (isError) toast.error(MESSAGES.applications.fetchError, { id: 'applications-fetch-error' });
  }, [isError]);
  // A page past the end (after a delete, or an edited address) moves to the last one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the answer only
  useEffect(() => {
    if (totalPages && list.page > totalPages) update({ page: totalPages }, true);
  }, [totalPages, list.page]);

  const remove = useDeleteApplication();
  const typed = draft.replace(/\s+/g, '').length;
  const shortSearch = typed > 0 && typed < SEARCH_CONTAINS_MIN;

  return (
    <>
      <PageHeader title={L.title} add={{ to: ROUTES.addApplication, label: L.add }} />
      <div className="card admin-card">
        <div className="list-toolbar">
          <div className="list-search">
            <Form.Label htmlFor="application-search" visuallyHidden>
              {L.searchLabel}
            </Form.Label>
            <Icon name="search" size={18} className="list-search-icon" />
            <Form.Control
              id="application-search"
              type="search"
              placeholder={L.searchPlaceholder}
              autoComplete="off"
              spellCheck={false}
              maxLength={SEARCH_MAX}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              aria-describedby="application-search-hint"
            />
          </div>
          <p id="application-search-hint" className="list-search-hint">
            {shortSearch ? L.shortSearchHint : ''}
          </p>
          <div className="list-filter">
            <Form.Label htmlFor="application-status" className="mb-0">
              {L.statusFilter}
            </Form.Label>
            <Form.Select
              id="application-status"
              value={list.status}
              onChange={(event) => update({ status: parseStatus(event.target.value), page: 1 })}
            >
              <option value="">{L.allStatuses}</option>
              {APPLICATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {APPLICATION_STATUS_LABELS[status]}
                </option>
              ))}
            </Form.Select>
          </div>
          {currentData && (
            <p className="list-count" role="status">
              {resultCount(currentData)}
            </p>
          )}
        </div>
        <ApplicationsTable
          applications={currentData?.applications}
          isLoading={isFetching && !currentData}
          isError={isError}
          onRetry={() => void refetch()}
          onDelete={remove.ask}
          search={list.search}
          // A search matching more than it lists is in the server's own order: sorting it would read every match.
          sort={currentData?.moreThan ? null : list.sort}
          onSort={(sort) => update({ sort, page: 1 })}
        />
        <div className="list-footer">
          <PageSizeSelect
            id="application-page-size"
            label={L.pageSize}
            initial={PAGE_SIZE.applications}
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              update({ page: 1 });
            }}
          />
          <Pager
            page={list.page}
            totalPages={totalPages}
            label={L.pagination}
            onPage={(page) => update({ page })}
          />
        </div>
      </div>
      {remove.dialog}
    </>
  );
}
