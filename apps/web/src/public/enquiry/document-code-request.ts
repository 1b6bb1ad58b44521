import type { DocumentCodeSent, DocumentGrant, EnquiryDocuments } from '@visadesk/contract';
import { APPLICATION_API, DOCUMENT_CODE, MESSAGES, TIMEOUTS } from '@visadesk/contract/plain';
import { classifyThrown, type RequestFailure, serverMessageOf } from '../../lib/request-failure';
import { isEnquiryDocuments } from './enquiry-result';

/*
 * The one-time code before documents, with plain fetch as the rest of the enquiry:
 * ask for a code with the enquiry's ticket, give it back for a grant, fetch the documents with it.
 */

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** The server's own words (every refusal of these routes has one), else the catalogue's. */
function failureMessage(failure: RequestFailure): string {
  if (failure.kind === 'server') return failure.message ?? MESSAGES.common.internal;
  return failure.kind === 'no-response' ? MESSAGES.auth.noResponse : MESSAGES.common.unexpected;
}

async function call<T>(
  url: string,
  init: RequestInit,
  isValue: (body: unknown) => body is T,
  fetchFn: typeof fetch,
): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      ...init,
      headers: { Accept: 'application/json', ...init.headers },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
  } catch (error) {
    return { ok: false, message: failureMessage(classifyThrown(error)) };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok)
    return {
      ok: false,
      message: failureMessage({ kind: 'server', status: response.status, message: serverMessageOf(body) }),
    };
  return isValue(body) ? { ok: true, value: body } : { ok: false, message: MESSAGES.common.unexpected };
}

// Looked up when called, so a test's stub of the global fetch is the one used.
const globalFetch: typeof fetch = (url, init) => fetch(url, init);

const post = (body: object): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});
const hasStrings =
  <K extends string>(...keys: K[]) =>
  (body: unknown): body is Record<K, string> =>
    typeof body === 'object' &&
    body !== null &&
    keys.every((key) => typeof (body as Record<K, unknown>)[key] === 'string');

/** Mails a code to the application's address; answers that address, masked, and the code's expiry. */
export const requestDocumentCode = (ticket: string, fetchFn = globalFetch) =>
  call<DocumentCodeSent>(
    APPLICATION_API.documentCode,
    post({ ticket }),
    hasStrings('maskedEmail', 'expiresAt'),
    fetchFn,
  );

/** The code as typed; answers the grant that opens this application's documents. */
export const checkDocumentCode = (ticket: string, code: string, fetchFn = globalFetch) =>
  call<DocumentGrant>(
    APPLICATION_API.documentCodeCheck,
    post({ ticket, code }),
    hasStrings('grant', 'expiresAt'),
    fetchFn,
  );

/** The photo and documents, as signed URLs, for the holder of the application's grant. */
export const fetchEnquiryDocuments = (id: string, grant: string, fetchFn = globalFetch) =>
  call<EnquiryDocuments>(
    APPLICATION_API.enquiryDocuments(id),
    { headers: { [DOCUMENT_CODE.grantHeader]: grant } },
    isEnquiryDocuments,
    fetchFn,
  );
