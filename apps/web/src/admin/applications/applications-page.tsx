import '../../styles/applications.css';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  LABELS,
  PAGE_SIZE,
  ROUTES,
  SEARCH_CONTAINS_MIN,
  SEARCH_MAX,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { Form } from 'react-bootstrap';
import { Icon } from '../../components/icons';
import { PageHeader } from '../components/page-header';
import { PageSizeSelect } from '../components/page-size-select';
import { Pager } from '../components/pager';
import { ApplicationsTable, type RowSelection } from './applications-table';
import { AssignedFilter } from './assigned-filter';
import { BulkActions } from './bulk-actions';
import { DeadlineFilter } from './deadline-filter';
import { ExportMenu } from './export-menu';
import { FromApplicantFilter } from './from-applicant-filter';
import { ListFilter } from './list-filter';
import { isListedInOrder, type ListParams, parseStatus } from './list-params';
import { resultCount } from './result-count';
import { useApplicationsList } from './use-applications-list';
import { useDeleteApplication } from './use-delete-application';

const L = LABELS.applications;

/**
 * /application (every staff role): the searchable, filterable list. Page, search and status live
 * in the address, so a reload and the Back button return to the same view.
 */
export function ApplicationsPage() {
  const { list, update, draft, setDraft, pageSize, setPageSize, query, totalPages } = useApplicationsList();
  const { currentData, isFetching, isError, refetch } = query;
  const remove = useDeleteApplication();
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const selection: RowSelection = {
    ids: selected,
    onToggle: (id) => setSelected((now) => toggled(now, [id], !now.has(id))),
    onTogglePage: (ids, on) => setSelected((now) => toggled(now, ids, on)),
  };

  return (
    <>
      <PageHeader title={L.title} add={{ to: ROUTES.addApplication, label: L.add }} />
      <div className="card admin-card">
        <div className="list-toolbar">
          <SearchBox draft={draft} onDraft={setDraft} />
          <StatusFilter value={list.status} onChange={(status) => update({ status, page: 1 })} />
          <DeadlineFilter
            value={list.expiringWithin}
            onChange={(expiringWithin) => update({ expiringWithin, page: 1 })}
          />
          <AssignedFilter
            value={list.assignedTo}
            onChange={(assignedTo) => update({ assignedTo, page: 1 })}
          />
          <FromApplicantFilter
            value={list.fromApplicant === true}
            onChange={(on) => update({ fromApplicant: on ? true : undefined, page: 1 })}
          />
          <ExportMenu list={list} />
          {currentData && (
            <p className="list-count" role="status">
              {resultCount(currentData)}
            </p>
          )}
        </div>
        {selected.size > 0 && (
          <BulkActions ids={[...selected]} sort={list.sort} onDone={() => setSelected(new Set())} />
        )}
        <ApplicationsTable
          selection={selection}
          applications={currentData?.applications}
          isLoading={isFetching && !currentData}
          isError={isError}
          onRetry={() => void refetch()}
          onDelete={remove.canDelete ? remove.ask : undefined}
          search={list.search}
          // A search matching more than it lists is in the server's own order: sorting it would read every match.
          sort={isListedInOrder(list, currentData?.moreThan) ? list.sort : null}
          today={currentData?.today}
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

/** The search box, and below it why a search of one or two characters finds little. */
function SearchBox({ draft, onDraft }: { draft: string; onDraft: (draft: string) => void }) {
  const typed = draft.replace(/\s+/g, '').length;
  const shortSearch = typed > 0 && typed < SEARCH_CONTAINS_MIN;
  return (
    <>
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
          onChange={(event) => onDraft(event.target.value)}
          aria-describedby="application-search-hint"
        />
      </div>
      <p id="application-search-hint" className="list-search-hint">
        {shortSearch ? L.shortSearchHint : ''}
      </p>
    </>
  );
}

const STATUS_CHOICES = APPLICATION_STATUSES.map((status) => ({
  value: status,
  label: APPLICATION_STATUS_LABELS[status],
}));

/** The status filter: every application, or those of one status. */
function StatusFilter({
  value,
  onChange,
}: {
  value: ListParams['status'];
  onChange: (status: ListParams['status']) => void;
}) {
  return (
    <ListFilter
      id="application-status"
      label={L.statusFilter}
      allLabel={L.allStatuses}
      value={value}
      choices={STATUS_CHOICES}
      onChange={(chosen) => onChange(parseStatus(chosen))}
    />
  );
}

/** `now` with `ids` added (`on`) or taken out. */
function toggled(now: ReadonlySet<string>, ids: readonly string[], on: boolean): ReadonlySet<string> {
  const next = new Set(now);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
