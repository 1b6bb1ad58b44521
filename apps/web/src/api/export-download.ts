import {
  APPLICATION_API,
  type ApplicationSort,
  type ApplicationStatus,
  DEFAULT_APPLICATION_SORT,
  type ExportFormat,
  exportFileName,
} from '@visadesk/contract/plain';
import { refreshSession } from '../auth/refresh-session';
import { getToken } from '../auth/token-storage';

/** The list's filters as the screen has them: the export writes what they let through. */
export type ExportFilters = {
  search: string;
  status: ApplicationStatus | '';
  sort: ApplicationSort;
  expiringWithin: number | null;
  assignedTo: string;
  /** The list's selected rows: only these (still under the filters). */
  ids?: readonly string[];
};

/** The export's address: the list's own query, as the list sends it, and the format. */
export function exportUrl(
  format: ExportFormat,
  { search, status, sort, expiringWithin, assignedTo, ids }: ExportFilters,
): string {
  const params = new URLSearchParams({ format });
  if (search) params.set('search', search);
  if (status) params.set('status', status);
  if (sort !== DEFAULT_APPLICATION_SORT) params.set('sort', sort);
  if (expiringWithin != null) params.set('expiringWithin', String(expiringWithin));
  if (assignedTo) params.set('assignedTo', assignedTo);
  if (ids?.length) params.set('ids', ids.join(','));
  return `${APPLICATION_API.export}?${params}`;
}

/** Hands `blob` to the browser as a download named `name`. */
function saveBlob(blob: Blob, name: string): void {
  const href = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Downloads the export: fetched with the bearer token (a link could not carry it) and saved
 * through an object URL. No time-out: a large list takes as long as it takes, and the server
 * streams it. A 401 renews the token once, as every other call does. Rejects when no file came.
 */
export function downloadExport(format: ExportFormat, filters: ExportFilters): Promise<void> {
  const fallback = exportFileName(format, new Date().toISOString().slice(0, 10));
  return downloadFile(exportUrl(format, filters), fallback);
}

/**
 * Downloads the file the API answers at `url` (an attachment), with the session's token, named as
 * the server names it (`fallbackName` if it does not).
 */
export async function downloadFile(url: string, fallbackName: string): Promise<void> {
  const send = (token: string | null) =>
    fetch(url, { credentials: 'include', headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const token = getToken();
  let response = await send(token);
  if (response.status === 401) {
    const outcome = await refreshSession(token);
    if (outcome.kind === 'refreshed') response = await send(outcome.token);
  }
  if (!response.ok) throw new Error(`The export answered ${response.status}.`);
  const named = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  saveBlob(await response.blob(), named ?? fallbackName);
}
