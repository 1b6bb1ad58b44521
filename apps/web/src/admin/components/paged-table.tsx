import type { ReactNode } from 'react';
import { type DataColumn, DataTable, type ListState, listStatusRow } from './data-table';
import { Pager } from './pager';

interface PagedTableProps<Item> {
  className: string;
  columns: readonly DataColumn[];
  /** The page's query: its records become rows, or the loading, failure or empty row shows. */
  list: ListState & { records: readonly Item[] | undefined };
  labels: { fetchError: string; retry: string; empty: string; pages: string };
  row: (item: Item) => ReactNode;
  page: number;
  /** The last known page count while the next page loads, so the pager does not jump. */
  totalPages: number;
  onPage: (page: number) => void;
}

/** A back-office list of one page of records: the table, its status row and the pager under it. */
export function PagedTable<Item>({ className, columns, list, labels, row, ...pager }: PagedTableProps<Item>) {
  return (
    <>
      <DataTable className={className} columns={columns}>
        {listStatusRow({ span: columns.length, list, labels }) ?? list.records?.map(row)}
      </DataTable>
      <div className="list-footer">
        <Pager label={labels.pages} {...pager} />
      </div>
    </>
  );
}
