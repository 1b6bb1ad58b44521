import { Link } from 'react-router';
import { Icon } from '../../components/icons';

/** The "back to the list" link above a form or record page. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <Icon name="arrowLeft" size={16} />
      {label}
    </Link>
  );
}
