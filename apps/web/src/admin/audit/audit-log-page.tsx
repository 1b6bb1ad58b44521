import type { AuditEvent } from '@visadesk/contract';
import {
  AUDIT_ACTIONS,
  AUDIT_API,
  type AuditAction,
  auditReasonText,
  LABELS,
  PAGE_SIZE,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useListAuditEventsQuery } from '../../api/audit';
import { downloadFile } from '../../api/export-download';
import { formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import type { DataColumn } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { PagedTable } from '../components/paged-table';
import { runAction } from '../components/run-action';
import { adminOnly } from '../require-role';
import { AuditFilters, type AuditFilterValues, auditParams, NO_AUDIT_FILTER } from './audit-filters';

const L = LABELS.audit;
const C = L.columns;
const TABLE_COLUMNS: readonly DataColumn[] = [
  { label: C.when },
  { label: C.action },
  { label: C.who },
  { label: C.what },
  { label: C.where, className: 'd-none d-lg-table-cell' },
];

/** /auditLog (admins only): the audit log, newest first, filtered, exported as CSV. */
export const AuditLogPage = adminOnly(L.title, AuditLog);

function AuditLog() {
  const [filter, setFilter] = useState<AuditFilterValues>(NO_AUDIT_FILTER);
  const [page, setPage] = useState(1);
  const [isExporting, setExporting] = useState(false);
  const zone = useOfficeTimeZone();
  const params = auditParams(filter);
  const { data, currentData, isFetching, isError, refetch } = useListAuditEventsQuery(
    { ...params, page, limit: PAGE_SIZE.audit },
    { refetchOnMountOrArgChange: true },
  );

  async function exportCsv() {
    setExporting(true);
    const url = `${AUDIT_API.export}?${new URLSearchParams(params as Record<string, string>)}`;
    await runAction(() => downloadFile(url, 'audit-log.csv'), L.exported, L.exportFailed);
    setExporting(false);
  }

  return (
    <>
      <PageHeader title={L.title} subtitle={L.subtitle} />
      <section className="card admin-card">
        <div className="card-body border-bottom">
          <AuditFilters
            filter={filter}
            onChange={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        </div>
        <div className="d-flex justify-content-between align-items-center px-3 py-2">
          <span className="text-muted small" aria-live="polite">
            {data ? L.total(data.total) : ''}
          </span>
          <Button size="sm" variant="outline-primary" disabled={isExporting} onClick={() => void exportCsv()}>
            {isExporting ? L.exporting : L.exportCsv}
          </Button>
        </div>
        <PagedTable
          className="audit-table"
          columns={TABLE_COLUMNS}
          list={{ isFetching, isError, records: currentData?.events, refetch }}
          labels={L}
          row={(event) => <AuditRow key={event._id} event={event} zone={zone} />}
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPage={setPage}
        />
      </section>
    </>
  );
}

/** An entry's details in a line: `changed: name, role · from: staff · to: approver`. */
export function detailsText(details: AuditEvent['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => {
      const shown = Array.isArray(value)
        ? value.join(', ')
        : value !== null && typeof value === 'object'
          ? Object.entries(value)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(', ')
          : String(value);
      return `${key}: ${shown}`;
    })
    .join(' · ');
}

/** One entry: when, what happened (and why it failed), who, to what, from where. */
function AuditRow({ event, zone }: { event: AuditEvent; zone: string | undefined }) {
  const label = AUDIT_ACTIONS[event.action as AuditAction] ?? event.action;
  const target = [event.targetType, event.targetName ?? event.targetId].filter(Boolean).join(': ');
  return (
    <tr>
      <td className="text-nowrap">{formatDateTime(event.at, zone)}</td>
      <td>
        <div>{label}</div>
        {event.outcome === 'failure' && (
          <div>
            <Badge bg="danger">{L.outcomes.failure}</Badge>{' '}
            <span className="small">{auditReasonText(event.reason)}</span>
          </div>
        )}
      </td>
      <td className="text-break">{event.actorName ?? L.someone}</td>
      <td className="text-break">
        <div>{target}</div>
        <div className="field-hint">{detailsText(event.details)}</div>
      </td>
      <td className="d-none d-lg-table-cell text-break">
        <div>{event.clientAddress}</div>
        <div className="field-hint audit-agent" title={event.userAgent ?? undefined}>
          {event.userAgent}
        </div>
      </td>
    </tr>
  );
}
