import {
  APPLICATION_SORTS,
  APPLICATION_STATUSES,
  type ApplicationSort,
  type ApplicationStatus,
  DEFAULT_APPLICATION_SORT,
  EXPIRING_WITHIN,
  isObjectId,
} from '@visadesk/contract/plain';

/**
 * The list's state as kept in the address (`?page=2&search=...&status=...&expiringWithin=30&sort=name`).
 * `expiringWithin`: one of the days the filter offers, or null for every application.
 */
export interface ListParams {
  page: number;
  search: string;
  status: ApplicationStatus | '';
  expiringWithin: number | null;
  /** Whose cases: `me`, `none` (unassigned), a user's id, or '' for anyone's. */
  assignedTo: string;
  /** Only what applicants sent through upload links lately (absent: every application). */
  fromApplicant?: true;
  sort: ApplicationSort;
}

/** A sortable column: the key of its ascending order (`name`), `-name` descending. */
export type SortColumn = 'name' | 'createdAt' | 'status' | 'pending' | 'approve' | 'deadline';

/** The columns of dates, which a first press sorts newest first. */
const DATE_COLUMNS: readonly SortColumn[] = ['createdAt', 'pending', 'approve'];

/** The order a press on a column's heading asks for: its own column flips, another starts ascending, dates newest first. */
export function nextSort(current: ApplicationSort, column: SortColumn): ApplicationSort {
  // The nearest deadline has one order: a second press returns to the list's own.
  if (column === 'deadline') return current === column ? DEFAULT_APPLICATION_SORT : column;
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

/** A deadlines filter value: one of the days offered, or null for all. */
export const parseExpiringWithin = (value: string | null): number | null => {
  const days = Number(value);
  return value && (EXPIRING_WITHIN.offered as readonly number[]).includes(days) ? days : null;
};

/** An assignee filter value: `me`, `none` or a user's id; anything else is '' (anyone's). */
export const parseAssignedTo = (value: string | null): string =>
  value === 'me' || value === 'none' || (value !== null && isObjectId(value)) ? value : '';

/**
 * Whether the rows are in the order asked for. A search or filter matching more than it lists
 * comes in the server's own order, except "expiring within" by deadline, read from its index.
 */
export const isListedInOrder = (list: ListParams, moreThan: boolean | undefined): boolean =>
  !moreThan || (!list.search && list.expiringWithin !== null && list.sort === 'deadline');

/** Reads the list state from the address; anything malformed falls back to the default. */
export function readListParams(params: URLSearchParams): ListParams {
  const page = Number(params.get('page'));
  const status = params.get('status');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    search: params.get('search')?.trim() ?? '',
    status: parseStatus(status),
    expiringWithin: parseExpiringWithin(params.get('expiringWithin')),
    assignedTo: parseAssignedTo(params.get('assignedTo')),
    ...(params.get('fromApplicant') === '1' ? { fromApplicant: true as const } : {}),
    sort: parseSort(params.get('sort')),
  };
}

/** The address query for a list state; defaults are left out so the plain list is `/application`. */
export function writeListParams({
  page,
  search,
  status,
  expiringWithin,
  assignedTo,
  fromApplicant,
  sort,
}: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (expiringWithin !== null) params.set('expiringWithin', String(expiringWithin));
  if (assignedTo) params.set('assignedTo', assignedTo);
  if (fromApplicant) params.set('fromApplicant', '1');
  if (sort !== DEFAULT_APPLICATION_SORT) params.set('sort', sort);
  return params;
}
