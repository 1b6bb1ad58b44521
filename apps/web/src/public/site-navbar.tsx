import '../styles/site.css';
import { localisedPath, NAVBAR_SCROLL_THRESHOLD_PX, ROUTES } from '@visadesk/contract/plain';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { usePageWords } from './page-words';
import { useScrolledPast } from './scroll';
import { useNavbarPages, useSiteSettings } from './site-data';
import { fixedLinks, type NavLink } from './site-links';

/**
 * The public pages' fixed top bar: Bootstrap's navbar markup without react-bootstrap, so the public
 * bundle does not carry its transition machinery. Transparent over the hero; `navbar-active`
 * (solid) once the page has scrolled past the spec's 100 px, and `navbar-expanded` while the phone
 * menu is open so the links never sit unreadable over page content. Published pages marked
 * "shown on navbar" follow the fixed links.
 */
export function SiteNavbar() {
  const isActive = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const [isExpanded, setIsExpanded] = useState(false);
  const { pathname } = useLocation();
  const pageWords = usePageWords();
  const { locale, words } = pageWords;
  const L = words.nav;
  const { siteName } = useSiteSettings();
  const pages = useNavbarPages();
  const links: NavLink[] = [
    ...fixedLinks(pageWords),
    ...pages.map((page) => ({ to: localisedPath(locale, page.link), label: page.title })),
  ];
  const current = pathname.toLowerCase().replace(/(.)\/+$/, '$1');

  // Escape closes the phone menu, as it would a disclosure.
  useEffect(() => {
    if (!isExpanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsExpanded(false);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isExpanded]);

  const classes = [
    'navbar navbar-expand-lg navbar-dark fixed-top site-navbar',
    isActive && 'navbar-active',
    isExpanded && 'navbar-expanded',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <a className="skip-link" href="#main">
        {L.skipToContent}
      </a>
      <nav className={classes} aria-label={L.main}>
        <div className="container">
          <Link to={localisedPath(locale, ROUTES.home)} className="navbar-brand site-brand">
            <BrandMark />
            <span>{siteName}</span>
          </Link>
          <button
            type="button"
            className="navbar-toggler"
            aria-controls="site-nav"
            aria-expanded={isExpanded}
            aria-label={L.toggle}
            onClick={() => setIsExpanded((open) => !open)}
          >
            <span className="navbar-toggler-icon" />
          </button>
          <div id="site-nav" className={`navbar-collapse site-nav-collapse${isExpanded ? ' is-open' : ''}`}>
            <div className="site-nav-inner">
              <NavLinks links={links} current={current} onFollow={() => setIsExpanded(false)} />
            </div>
          </div>
        </div>
      </nav>
    </>
  );
}

/** The navbar's links, the current page's marked as such (`current` as the address has it, lower case). */
function NavLinks({ links, current, onFollow }: { links: NavLink[]; current: string; onFollow: () => void }) {
  return (
    <ul className="navbar-nav ms-auto">
      {links.map((link) => {
        const isCurrent = current === link.to.toLowerCase() || Boolean(link.alsoActiveOn?.includes(current));
        return (
          <li className="nav-item" key={link.to}>
            <Link
              to={link.to}
              className={isCurrent ? 'nav-link active' : 'nav-link'}
              aria-current={isCurrent ? 'page' : undefined}
              onClick={onFollow}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
