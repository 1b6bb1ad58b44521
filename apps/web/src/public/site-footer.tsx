import '../styles/site.css';
import { fill, localisedPath, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { BrandMark } from '../components/brand-mark';
import { LanguageOffer } from './language-offer';
import { usePageWords } from './page-words';
import { useNavbarPages, useSiteSettings } from './site-data';
import { fixedLinks } from './site-links';

/**
 * The public footer: the site name and tagline, the public links (with the published pages shown
 * on the navbar) and the copyright line with the current year and the site name; on an English
 * page, the offer of it in the browser's language.
 */
export function SiteFooter() {
  const pageWords = usePageWords();
  const { locale, words } = pageWords;
  const { siteName, tagline } = useSiteSettings();
  const pages = useNavbarPages();
  const year = new Date().getFullYear();
  return (
    <>
      <footer className="site-footer">
        <div className="container">
          <div className="site-footer-top">
            <div className="site-footer-about">
              <Link to={localisedPath(locale, ROUTES.home)} className="site-footer-brand">
                <BrandMark size={28} />
                <span>{siteName}</span>
              </Link>
              {tagline && <p>{tagline}</p>}
            </div>
            <nav aria-label={words.nav.footer}>
              <ul className="site-footer-links">
                {fixedLinks(pageWords).map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
                {pages.map((page) => (
                  <li key={page.id}>
                    <Link to={localisedPath(locale, page.link)}>{page.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
          <p className="site-footer-copyright">{fill(words.nav.copyright, { year, siteName })}</p>
        </div>
      </footer>
      <LanguageOffer />
    </>
  );
}
