import '../../styles/auth.css';
import { LABELS, ROUTES } from '@visadesk/contract';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Icon } from '../../components/icons';
import { LoginForm } from './login-form';

/**
 * The auth screen: product heading and the two-field form. A signed-in user may still open it
 * (to switch accounts), so there is no redirect away.
 */
export function LoginPage() {
  return (
    <main className="auth-page">
      <div className="auth-panel">
        <div className="auth-card">
          <div className="auth-heading">
            <BrandMark size={44} />
            <h1>{LABELS.productName}</h1>
            <p>{LABELS.auth.subtitle}</p>
          </div>
          <LoginForm />
        </div>
        <Link to={ROUTES.home} className="auth-back">
          <Icon name="arrowLeft" size={16} />
          {LABELS.auth.backHome}
        </Link>
      </div>
    </main>
  );
}
