import { APPLICATION_API, type ExportFormat, exportFileName } from '@visadesk/contract/plain';
import { refreshSession } from '../auth/refresh-session';
import { getToken } from '../auth/token-storage';

/**
 * The export's address: the list's own query as its address has it (every filter and the sort, so
 * a filter the list gains is exported too), less the page, with the format and, for a selection,
 * only its ids (still under the filters).
 */
export function exportUrl(format: ExportFormat, listQuery: URLSearchParams, ids?: readonly string[]): string {
  const params = new URLSearchParams(listQuery);
  params.delete('page');
  params.set('format', format);
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
export function downloadExport(
  format: ExportFormat,
  listQuery: URLSearchParams,
  ids?: readonly string[],
): Promise<void> {
  const fallback = exportFileName(format, new Date().toISOString().slice(0, 10));
  return downloadFile(exportUrl(format, listQuery, ids), fallback);
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
