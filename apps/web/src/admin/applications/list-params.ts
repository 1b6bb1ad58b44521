import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
  DEFAULT_APPLICATION_SORT,
} from '@visadesk/contract/plain';

/** The list's state as kept in the address (`?page=2&search=...&status=...&sort=name`). */
export interface ListParams {
  page: number;
  search: string;
  status: ApplicationStatus | '';
  sort: ApplicationSort;
}

/** A sortable column: the key of its ascending order (`name`), `-name` descending. */
export type SortColumn = 'name' | 'createdAt' | 'status' | 'pending' | 'approve';

/** The columns of dates, which a first press sorts newest first. */
const DATE_COLUMNS: readonly SortColumn[] = ['createdAt', 'pending', 'approve'];

/** The order a press on a column's heading asks for: its own column flips, another starts ascending, dates newest first. */
export function nextSort(current: ApplicationSort, column: SortColumn): ApplicationSort {
  if (current === column) return `-${column}`;
  if (current === `-${column}`) return column;
  return DATE_COLUMNS.includes(column) ? `-${column}` : column;
}

/** The heading's aria-sort for a column under the current order. */
export function ariaSort(current: ApplicationSort, column: SortColumn): 'ascending' | 'descending' | 'none' {
  if (current === column) return 'ascending';
  return current === `-${column}` ? 'descending' : 'none';
}

const parseSort = (value: string | null): ApplicationSort =>
  (APPLICATION_SORTS as readonly string[]).includes(value ?? '')
    ? (value as ApplicationSort)
    : DEFAULT_APPLICATION_SORT;

const isStatus = (value: string | null): value is ApplicationStatus =>
  (APPLICATION_STATUSES as readonly string[]).includes(value ?? '');

/** A status filter value: one of the statuses, or '' for all. */
export const parseStatus = (value: string | null): ApplicationStatus | '' => (isStatus(value) ? value : '');

/** Reads the list state from the address; anything malformed falls back to the default. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    status: parseStatus(status),
    sort: parseSort(params.get('sort')),
  };
}

/** The address query for a list state; defaults are left out so the plain list is `/application`. */
export function writeListParams({ page, search, status, sort }: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (sort !== DEFAULT_APPLICATION_SORT) params.set('sort', sort);
  return params;
}
