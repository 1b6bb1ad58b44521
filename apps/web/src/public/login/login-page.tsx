// Bootstrap's form controls come with the chunks that show forms (not with the landing page).
import '../../styles/bootstrap/forms.scss';
import '../../styles/bootstrap/alert.scss';
import '../../styles/auth.css';
import { PUBLIC_LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Icon } from '../../components/icons';
import { useDocumentTitle } from '../document-title';
import { useSiteSettings } from '../site-data';
import { SignIn } from './sign-in';

/**
 * The auth screen: the office's name as heading and the two-field form. A signed-in user may still open it
 * (to switch accounts), so there is no redirect away.
 */
export function LoginPage() {
  useDocumentTitle(PUBLIC_LABELS.auth.submit);
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
          <SignIn />
        </div>
        <Link to={ROUTES.home} className="auth-back">
          <Icon name="arrowLeft" size={16} />
          {PUBLIC_LABELS.auth.backHome}
        </Link>
      </div>
    </main>
  );
}
