import { ROUTES } from '@visadesk/contract/plain';

/*
 * A back-office address opened while signed out is carried to /login as `?next=` and opened after
 * sign-in. Only a path of this site is ever followed: anything that could leave it (another
 * origin, `//host`, `/\host`, a `javascript:` URL) or loop back to /login falls back to the dashboard.
 */

export const NEXT_PARAM = 'next';

/** /login, carrying `path` (pathname + search + hash) to come back to after sign-in. */
export function loginPathFor(path: string): string {
  const next = safeReturnPath(path);
  return next === ROUTES.dashboard
    ? ROUTES.login
    : `${ROUTES.login}?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}

const hasUnsafeCharacter = (text: string): boolean =>
  [...text].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/** Where to go after sign-in: `raw` when it is an in-app path of this origin, else the dashboard. */
export function safeReturnPath(raw: string | null | undefined): string {
  // Backslashes and control characters are rejected outright: browsers read `/\host` as `//host`.
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacter(raw)) {
    return ROUTES.dashboard;
  }
  const base = 'https://visadesk.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return ROUTES.dashboard;
  }
  if (url.origin !== base || url.pathname === ROUTES.login) return ROUTES.dashboard;
  // The parser resolves dot segments and decodes `%2e`, so `/.//host` comes out as `//host`: the
  // path that is returned is checked, not only the text that came in.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? ROUTES.dashboard : path;
}

/** The return path a /login address carries (its `?next=`), made safe. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM));
}
