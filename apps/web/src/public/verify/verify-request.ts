import type { VerificationResult } from '@visadesk/contract';
import {
  APPLICATION_API,
  APPLICATION_STATUSES,
  TIMEOUTS,
  VERIFICATION_VERDICTS,
} from '@visadesk/contract/plain';

/** What the verification page shows: the server's verdict, or that it could not be asked. */
export type VerifyOutcome = { ok: true; result: VerificationResult } | { ok: false };

const isString = (value: unknown): value is string => typeof value === 'string';

/** A hand-written shape check, not the contract's zod schema: the public pages stay free of zod. */
export function isVerificationResult(value: unknown): value is VerificationResult {
  const v = value as Record<string, unknown> | null;
  if (typeof v !== 'object' || v === null) return false;
  if (!(VERIFICATION_VERDICTS as readonly unknown[]).includes(v.verdict)) return false;
  if (v.verdict === 'notGenuine' || v.verdict === 'notOnRecord') return true;
  return (
    isString(v.name) &&
    isString(v.passport) &&
    (APPLICATION_STATUSES as readonly unknown[]).includes(v.status) &&
    isString(v.statusSince)
  );
}

/**
 * Asks the server about a printout's token. The API judges any text with a 200; a 4xx other than
 * the rate limit means the address itself was refused before it (too long, badly encoded), which
 * is as not genuine as a forged token. No answer, a 429 or a 5xx: the page says it could not check.
 */
export async function requestVerification(
  token: string,
  fetchFn: typeof fetch = (url, init) => fetch(url, init),
): Promise<VerifyOutcome> {
  try {
    const response = await fetchFn(APPLICATION_API.verify(encodeURIComponent(token)), {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUTS.default),
    });
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      return { ok: true, result: { verdict: 'notGenuine' } };
    if (!response.ok) return { ok: false };
    const body: unknown = await response.json();
    return isVerificationResult(body) ? { ok: true, result: body } : { ok: false };
  } catch {
    return { ok: false };
  }
}
