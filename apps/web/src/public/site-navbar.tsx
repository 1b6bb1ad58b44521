import '../styles/site.css';
import { LABELS, NAVBAR_SCROLL_THRESHOLD_PX, ROUTES } from '@visadesk/contract';
import { useState } from 'react';
import { Container, Nav, Navbar } from 'react-bootstrap';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { useScrolledPast } from './scroll';

const LINKS: readonly { to: string; label: string; alsoActiveOn?: readonly string[] }[] = [
  { to: ROUTES.home, label: LABELS.nav.home },
  // The enquiry's result page belongs to the enquiry.
  { to: ROUTES.enquiry, label: LABELS.nav.enquiry, alsoActiveOn: [ROUTES.viewOne] },
  { to: ROUTES.login, label: LABELS.nav.signIn },
];

/**
 * The public pages' fixed top bar. Transparent over the hero; `navbar-active` (solid) once the page
 * has scrolled past the spec's 100 px, and `navbar-expanded` while the phone menu is open so the
 * links never sit unreadable over page content.
 */
export function SiteNavbar() {
  const isActive = useScrolledPast(NAVBAR_SCROLL_THRESHOLD_PX);
  const [isExpanded, setIsExpanded] = useState(false);
  const { pathname } = useLocation();
  const classes = ['site-navbar', isActive && 'navbar-active', isExpanded && 'navbar-expanded']
    .filter(Boolean)
    .join(' ');

  return (
    <Navbar
      expand="lg"
      fixed="top"
      variant="dark"
      expanded={isExpanded}
      onToggle={setIsExpanded}
      className={classes}
      aria-label={LABELS.nav.main}
    >
      <Container>
        <Navbar.Brand as={Link} to={ROUTES.home} className="site-brand">
          <BrandMark />
          <span>{LABELS.productName}</span>
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="site-nav" aria-label={LABELS.nav.toggle} />
        <Navbar.Collapse id="site-nav">
          <Nav as="ul" className="ms-auto">
            {LINKS.map((link) => {
              const isCurrent = pathname === link.to || Boolean(link.alsoActiveOn?.includes(pathname));
              return (
                <Nav.Item as="li" key={link.to}>
                  <Nav.Link
                    as={Link}
                    to={link.to}
                    active={isCurrent}
                    aria-current={isCurrent ? 'page' : undefined}
                    onClick={() => setIsExpanded(false)}
                  >
                    {link.label}
                  </Nav.Link>
                </Nav.Item>
              );
            })}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
