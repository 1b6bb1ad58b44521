import '../styles/site.css';
import { LABELS, ROUTES } from '@visadesk/contract';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';

/** The public footer; the copyright shows the current year and the site name (decision 13). */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container d-flex flex-column flex-md-row gap-3 align-items-md-center justify-content-between">
        <Link to={ROUTES.home} className="site-footer-brand">
          <BrandMark size={28} />
          <span>{LABELS.productName}</span>
        </Link>
        <nav aria-label={LABELS.nav.footer}>
          <ul className="site-footer-links">
            <li>
              <Link to={ROUTES.enquiry}>{LABELS.nav.enquiry}</Link>
            </li>
            <li>
              <Link to={ROUTES.login}>{LABELS.nav.signIn}</Link>
            </li>
          </ul>
        </nav>
        <p className="mb-0">
          © {year} {LABELS.productName}
        </p>
      </div>
    </footer>
  );
}
