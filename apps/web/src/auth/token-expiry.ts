/*
 * When to renew the access token before a request rather than after its 401. A 401 costs a second
 * send of the body, which for a multipart save is up to 60 MB; so a large body is sent only with a
 * token that will still be valid when the server reads its headers.
 */

/** Renew this long before the token's `exp`, at most: covers a slow start of the upload. */
export const RENEW_MARGIN_MS = 60_000;

interface Claims {
  exp?: unknown;
  iat?: unknown;
}

/** The JWT's payload, or null when the token is not a readable JWT (then the 401 path decides). */
function claimsOf(token: string): Claims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    return parsed !== null && typeof parsed === 'object' ? (parsed as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * True when `token` expires within the margin at `nowMs`. The margin is at most half the token's own
 * lifetime (exp - iat), so a server with short-lived tokens does not make every upload renew first.
 * An unreadable token, or one without `exp`, is never renewed early.
 */
export function expiresSoon(token: string, nowMs: number, marginMs = RENEW_MARGIN_MS): boolean {
  const claims = claimsOf(token);
  if (typeof claims?.exp !== 'number') return false;
  const lifetimeMs = typeof claims.iat === 'number' ? (claims.exp - claims.iat) * 1000 : marginMs * 2;
  const margin = Math.min(marginMs, Math.max(0, lifetimeMs / 2));
  return claims.exp * 1000 - nowMs <= margin;
}
