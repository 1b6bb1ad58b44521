import type { AnchorHTMLAttributes } from 'react';

/*
 * What the prerendered pages (`/`, `/enquiry`) use of react-router, standing in for it in their
 * build (vite.public.config.ts aliases 'react-router' here): a link is a plain link and every
 * navigation loads the next page from the server, which answers each address with its own HTML.
 * Carrying react-router (about 25 kB of gzip JS) for a page or two of navigation would cost these
 * pages more than a page load does. The back-office and the other public pages keep react-router.
 */

/** The path being prerendered; in a browser the address bar's. */
let prerenderPath = '/';

/** Called by the prerender before rendering the page at `path`. */
export function setPrerenderPath(path: string): void {
  prerenderPath = path;
}

const currentPath = (): string => (typeof window === 'undefined' ? prerenderPath : window.location.pathname);

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string };

export function Link({ to, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

export function useLocation(): { pathname: string } {
  return { pathname: currentPath() };
}

export function useNavigate() {
  return (to: string, options?: { replace?: boolean }) => {
    if (options?.replace) window.location.replace(to);
    else window.location.assign(to);
  };
}
