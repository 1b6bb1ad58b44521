import { TOKEN_STORAGE_KEY } from '@visadesk/contract/plain';

/*
 * The access token lives in localStorage under the spec's key `token`: the route guard only asks
 * whether one is stored. The refresh token never reaches script: it is an httpOnly cookie.
 * Storage can throw (privacy modes, disabled storage), which must read as "signed out", not crash.
 */

/** The stored access token, or null when there is none or storage is unavailable. */
export function getToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  try {
    globalThis.localStorage?.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session cannot survive a reload; the in-flight request still works.
  }
}

export function clearToken(): void {
  try {
    globalThis.localStorage?.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

export const hasToken = (): boolean => getToken() !== null;
