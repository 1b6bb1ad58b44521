import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

/** One column heading of a list table; `className` hides it on small screens or aligns it. */
export interface DataColumn {
  label: string;
  className?: string;
}

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
            <th key={column.label} scope="col" className={column.className}>
              {column.label}
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
