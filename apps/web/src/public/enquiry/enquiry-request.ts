import type { EnquiryApplication } from '@visadesk/contract';
import { APPLICATION_API, DEFAULT_LOCALE, type Locale, MESSAGES, TIMEOUTS } from '@visadesk/contract/plain';
import { classifyThrown, type RequestFailure, serverMessageOf } from '../../lib/request-failure';
import { isEnquiryApplication } from './enquiry-result';

const M = MESSAGES.applications;

export interface EnquiryInput {
  passport: string;
  /** ISO 3166-1 alpha-2 code. */
  nationality: string;
  /** YYYY-MM-DD, as a date input gives it. */
  dob: string;
}

export type EnquiryOutcome = { ok: true; application: EnquiryApplication } | { ok: false; message: string };

/** The fields left empty; the form sends nothing while any is (spec section 5). */
export function missingEnquiryFields(input: EnquiryInput): (keyof EnquiryInput)[] {
  return (Object.keys(input) as (keyof EnquiryInput)[]).filter((field) => input[field].trim() === '');
}

/**
 * The API address of an enquiry (the page's own address never carries these), with the page's
 * language, which a match keeps as the applicant's.
 */
export function enquiryUrl(
  { passport, nationality, dob }: EnquiryInput,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const params = new URLSearchParams({
    search: passport.trim(),
    search1: nationality,
    search2: dob,
    limit: '10',
    lang: locale,
  });
  return `${APPLICATION_API.enquiry}?${params}`;
}

/** No match, a refusal or no answer, in the words the applicant reads. */
export function enquiryErrorMessage(failure: RequestFailure | { kind: 'no-match' }): string {
  switch (failure.kind) {
    case 'no-match':
      return M.enquiryNone;
    case 'server':
      if (failure.status === 429) return failure.message ?? M.enquiryRateLimited;
      if (failure.status === 400) return failure.message ?? M.enquiryRequired;
      return MESSAGES.common.internal;
    case 'no-response':
      return MESSAGES.auth.noResponse;
    default:
      return MESSAGES.common.unexpected;
  }
}

/**
 * Runs the public enquiry once: no token, a 5 s time-out, and nothing cached. A match is the first
 * (and, since all three fields must match exactly, only) application of the answer.
 */
export async function requestEnquiry(
  input: EnquiryInput,
  fetchFn: typeof fetch = (url, init) => fetch(url, init),
  locale: Locale = DEFAULT_LOCALE,
): Promise<EnquiryOutcome> {
  const fail = (failure: Parameters<typeof enquiryErrorMessage>[0]): EnquiryOutcome => ({
    ok: false,
    message: enquiryErrorMessage(failure),
  });
  let response: Response;
  try {
    response = await fetchFn(enquiryUrl(input, locale), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
  } catch (error) {
    return fail(classifyThrown(error));
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return fail({ kind: 'server', status: response.status, message: serverMessageOf(body) });
  const applications = (body as { applications?: unknown } | undefined)?.applications;
  if (!Array.isArray(applications)) return fail({ kind: 'other' });
  const [first] = applications;
  if (first === undefined) return fail({ kind: 'no-match' });
  return isEnquiryApplication(first) ? { ok: true, application: first } : fail({ kind: 'other' });
}
