import { APPLICATION_STATUSES, type ApplicationStatus } from '@visadesk/contract/plain';

/** The list's state as kept in the address (`?page=2&search=...&status=...`). */
export interface ListParams {
  page: number;
  search: string;
  status: ApplicationStatus | '';
}

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
  };
}

/** The address query for a list state; defaults are left out so the plain list is `/application`. */
export function writeListParams({ page, search, status }: ListParams): URLSearchParams {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  return params;
}
