import type { ReactNode } from 'react';
import { Button, Table } from 'react-bootstrap';
import { PageSpinner } from '../../components/page-spinner';

/** One column heading of a list table; `className` hides it on small screens or aligns it. */
export interface DataColumn {
  label: string;
  /** Drawn in the heading instead of the label (a select-all box); the label still names the column. */
  content?: ReactNode;
  className?: string;
  /**
   * A sortable column: its heading is a button named as the column, and the sorted one carries
   * aria-sort (the WAI-ARIA sortable table pattern).
   */
  sort?: { state: 'ascending' | 'descending' | 'none'; onSort: () => void };
}

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

/** The back office's list table: a hoverable, responsive table with one heading row over the given rows. */
export function DataTable({
  className,
  columns,
  children,
}: {
  className?: string;
  columns: readonly DataColumn[];
  children: ReactNode;
}) {
  return (
    <Table responsive hover className={className ? `data-table ${className} mb-0` : 'data-table mb-0'}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.label}
              scope="col"
              className={column.className}
              // Only the sorted column says so: "none" on every other heading is noise to a screen reader.
              aria-sort={column.sort && column.sort.state !== 'none' ? column.sort.state : undefined}
            >
              {column.sort ? (
                <button type="button" className="sort-button" onClick={column.sort.onSort}>
                  {column.label}
                  <span className="sort-arrow" aria-hidden="true">
                    {ARROWS[column.sort.state]}
                  </span>
                </button>
              ) : (
                (column.content ?? column.label)
              )}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}

/** The one row a list table shows while loading, on failure or when empty, across all its columns. */
export function TableStatusRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={span} className="table-status">
        {children}
      </td>
    </tr>
  );
}

/** A list query's state as the table shows it (RTK Query's fields of the same names). */
export interface ListState {
  isFetching: boolean;
  isError: boolean;
  /** The records of the page asked for; undefined until they have come. */
  records: readonly unknown[] | undefined;
  refetch: () => unknown;
}

/**
 * The one row a list shows in place of its records: a spinner while the first page loads, the
 * failure with a retry, or the empty message; null when there are records to show (a function, so
 * a list falls back to its rows with `??`).
 */
export function listStatusRow({
  span,
  list,
  labels,
}: {
  span: number;
  list: ListState;
  labels: { fetchError: string; retry: string; empty: string };
}) {
  const { isFetching, isError, records, refetch } = list;
  if (isFetching && !records)
    return (
      <TableStatusRow span={span}>
        <PageSpinner />
      </TableStatusRow>
    );
  if (isError && !records)
    return (
      <TableStatusRow span={span}>
        <span role="alert">{labels.fetchError}</span>{' '}
        <Button size="sm" variant="outline-danger" onClick={() => void refetch()}>
          {labels.retry}
        </Button>
      </TableStatusRow>
    );
  if (!records || records.length === 0) return <TableStatusRow span={span}>{labels.empty}</TableStatusRow>;
  return null;
}
