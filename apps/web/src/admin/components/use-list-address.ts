import { useLocation, useSearchParams } from 'react-router';

/**
 * A list screen's query string (page, search, filter), with a setter that does nothing once the
 * browser has left the screen. A navigation renders in a transition: while the next screen's
 * script loads, the list stays mounted, and a search settling or a page correction in that moment
 * would navigate back to the list and undo the click (an Edit that bounced back to the list).
 */
export function useListAddress() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const setAddress = (next: URLSearchParams, replace = false) => {
    // The router moves the browser's address at once; the rendered location follows later.
    if (window.location.pathname === pathname) setParams(next, { replace });
  };
  return [params, setAddress] as const;
}
