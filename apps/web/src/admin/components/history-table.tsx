import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';

/** The compact table of the history card: the status changes and the public lookups. */
export function HistoryTable({
  className,
  columns,
  children,
}: {
  className?: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <Table
      size="sm"
      className={className ? `data-table history-table ${className}` : 'data-table history-table'}
    >
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </Table>
  );
}
