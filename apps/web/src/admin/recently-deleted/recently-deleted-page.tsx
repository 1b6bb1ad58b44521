import type { DeletedApplication, DeletedRecord } from '@visadesk/contract';
import { LABELS, MESSAGES, PAGE_SIZE, RESOURCE_DEFINITIONS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import {
  type BinKindName,
  useListDeletedQuery,
  usePurgeDeletedMutation,
  useRestoreDeletedMutation,
} from '../../api/recently-deleted';
import { formatDate, formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import type { DataColumn } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { PagedTable } from '../components/paged-table';
import { runAction } from '../components/run-action';
import { StatusBadge } from '../components/status-badge';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import { adminOnly } from '../require-role';

const L = LABELS.recentlyDeleted;
const C = L.columns;
const KINDS: readonly BinKindName[] = ['applications', ...RESOURCE_DEFINITIONS.map(({ name }) => name)];
const COLUMNS: readonly DataColumn[] = [
  { label: C.name },
  { label: C.deleted },
  { label: C.purgeOn },
  { label: C.actions, className: 'text-end' },
];

/** /recentlyDeleted (admins only): deleted applications and records, restored or deleted for good. */
export const RecentlyDeletedPage = adminOnly(L.title, RecentlyDeleted);

function RecentlyDeleted() {
  const [kind, setKind] = useState<BinKindName>('applications');
  const [page, setPage] = useState(1);
  const keepDays = useDeletedKeepDays();
  const choose = (next: BinKindName) => {
    setKind(next);
    setPage(1);
  };
  return (
    <>
      <PageHeader title={L.title} subtitle={L.subtitle(keepDays)} />
      <section className="card admin-card">
        <div className="nav nav-tabs px-3 pt-3" role="tablist" aria-label={L.kindsLabel}>
          {KINDS.map((each) => (
            <button
              key={each}
              type="button"
              role="tab"
              id={`deleted-tab-${each}`}
              aria-selected={each === kind}
              aria-controls="deleted-records"
              className={`nav-link${each === kind ? ' active' : ''}`}
              onClick={() => choose(each)}
            >
              {L.kinds[each]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="deleted-records" aria-labelledby={`deleted-tab-${kind}`}>
          <DeletedList key={kind} kind={kind} page={page} onPage={setPage} />
        </div>
      </section>
    </>
  );
}

/** One kind's deleted records, a page at a time, each with Restore and Delete forever. */
function DeletedList({
  kind,
  page,
  onPage,
}: {
  kind: BinKindName;
  page: number;
  onPage: (page: number) => void;
}) {
  const zone = useOfficeTimeZone();
  const { data, currentData, isFetching, isError, refetch } = useListDeletedQuery(
    { kind, page, limit: PAGE_SIZE.recentlyDeleted },
    { refetchOnMountOrArgChange: true },
  );
  const [restore, { isLoading: isRestoring }] = useRestoreDeletedMutation();
  const [purge, { isLoading: isPurging }] = usePurgeDeletedMutation();
  const purging = useConfirmedDelete<DeletedRecord>({
    remove: (record) => purge({ kind, id: record._id }).unwrap(),
    isBusy: isPurging,
    labels: {
      confirmDeleteTitle: L.confirmPurgeTitle,
      confirmDelete: L.purge,
      deleting: L.purging,
      deleted: MESSAGES.recentlyDeleted.purged,
    },
    question: (record) => L.confirmPurgeText(record.name),
    failureMessage: (failure) => (failure.kind === 'server' && failure.message) || L.actionError,
  });

  return (
    <>
      {purging.dialog}
      <PagedTable
        className="recently-deleted-table"
        columns={COLUMNS}
        list={{ isFetching, isError, records: currentData?.records, refetch }}
        labels={L}
        row={(record) => (
          <DeletedRow
            key={record._id}
            record={record}
            zone={zone}
            isRestoring={isRestoring}
            onRestore={() =>
              void runAction(
                () => restore({ kind, id: record._id }).unwrap(),
                MESSAGES.recentlyDeleted.restored,
                L.actionError,
              )
            }
            onPurge={() => purging.ask(record)}
          />
        )}
        page={page}
        totalPages={data?.totalPages ?? 0}
        onPage={onPage}
      />
    </>
  );
}

interface DeletedRowProps {
  record: DeletedRecord | DeletedApplication;
  /** The office's time zone for the dates (undefined: not known yet, so the viewer's). */
  zone: string | undefined;
  /** A restore is under way: every Restore button waits for it. */
  isRestoring: boolean;
  onRestore: () => void;
  onPurge: () => void;
}

/** One deleted record: what it was, who deleted it and when, the day it goes, and its actions. */
function DeletedRow({ record, zone, isRestoring, onRestore, onPurge }: DeletedRowProps) {
  return (
    <tr>
      <td className="text-break">
        <div className="fw-semibold">{record.name}</div>
        {'passport' in record && <ApplicationFacts record={record} />}
      </td>
      <td>
        <div className="text-nowrap">{formatDateTime(record.deletedAt, zone)}</div>
        <div className="field-hint">{L.deletedBy(record.deletedBy)}</div>
      </td>
      <td className="text-nowrap">{formatDate(record.purgeAt, zone)}</td>
      <td className="text-end text-nowrap">
        <div className="d-inline-flex gap-2">
          <Button
            size="sm"
            variant="outline-primary"
            disabled={isRestoring}
            aria-label={L.restoreRecord(record.name)}
            onClick={onRestore}
          >
            {L.restore}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={L.purgeRecord(record.name)}
            onClick={onPurge}
          >
            {L.purge}
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** An application's passport number and status as it was deleted. */
function ApplicationFacts({ record }: { record: DeletedApplication }) {
  return (
    <div className="d-flex gap-2 align-items-center field-hint">
      <span>
        {C.passport}: {record.passport}
      </span>
      <StatusBadge status={record.status} />
    </div>
  );
}
