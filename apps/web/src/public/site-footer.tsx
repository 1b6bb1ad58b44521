import '../styles/site.css';
import { PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { useNavbarPages, useSiteSettings } from './site-data';

const L = PUBLIC_LABELS;

/**
 * The public footer: the site name and tagline, the public links (with the published pages shown
 * on the navbar) and the copyright line with the current year and the site name.
 */
export function SiteFooter() {
  const { siteName, tagline } = useSiteSettings();
  const pages = useNavbarPages();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer-top">
          <div className="site-footer-about">
            <Link to={ROUTES.home} className="site-footer-brand">
              <BrandMark size={28} />
              <span>{siteName}</span>
            </Link>
            {tagline && <p>{tagline}</p>}
          </div>
          <nav aria-label={L.nav.footer}>
            <ul className="site-footer-links">
              <li>
                <Link to={ROUTES.home}>{L.nav.home}</Link>
              </li>
              <li>
                <Link to={ROUTES.enquiry}>{L.nav.enquiry}</Link>
              </li>
              <li>
                <Link to={ROUTES.login}>{L.nav.signIn}</Link>
              </li>
              {pages.map((page) => (
                <li key={page.id}>
                  <Link to={page.link}>{page.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer-copyright">{L.landing.copyright(year, siteName)}</p>
      </div>
    </footer>
  );
}
