// Bootstrap's form controls come with the chunks that show forms (not with the landing page).
import '../../styles/bootstrap/forms.scss';
import '../../styles/bootstrap/alert.scss';
import '../../styles/auth.css';
import { PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Icon } from '../../components/icons';
import { useDocumentTitle } from '../document-title';
import { useSiteSettings } from '../site-data';

/** The sign-in screens' card: the office's mark and name above `children`, a way back home below. */
export function AuthFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  const { siteName } = useSiteSettings();
  return (
    <main className="auth-page">
      <div className="auth-panel">
        <div className="auth-card">
          <div className="auth-heading">
            <BrandMark size={44} />
            <h1>{siteName}</h1>
            <p>{PUBLIC_LABELS.auth.subtitle}</p>
          </div>
          {children}
        </div>
        <Link to={ROUTES.home} className="auth-back">
          <Icon name="arrowLeft" size={16} />
          {PUBLIC_LABELS.auth.backHome}
        </Link>
      </div>
    </main>
  );
}
