import type { User } from '@visadesk/contract';
import { LABELS, ROLE_LABELS, ROUTES } from '@visadesk/contract/plain';
import { Link } from 'react-router';
import { useOfficeName } from '../../api/settings';
import { BrandMark } from '../../components/brand-mark';
import { Icon } from '../../components/icons';
import { UserAvatar } from '../../components/user-avatar';

interface AdminHeaderProps {
  user: User | undefined;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
}

/** The back-office top bar: sidebar toggle, the office's name linking to the dashboard, Home link and the user's avatar. */
export function AdminHeader({ user, isSidebarOpen, onToggleSidebar }: AdminHeaderProps) {
  const officeName = useOfficeName();
  return (
    <header className="admin-header">
      <button
        type="button"
        className="sidebar-toggle"
        aria-label={LABELS.admin.toggleSidebar}
        aria-expanded={isSidebarOpen}
        aria-controls="admin-sidebar"
        onClick={onToggleSidebar}
      >
        <Icon name={isSidebarOpen ? 'close' : 'menu'} size={22} />
      </button>
      <Link to={ROUTES.dashboard} className="admin-brand" title={officeName}>
        <BrandMark size={30} />
        <span>{officeName}</span>
      </Link>
      <div className="admin-header-end">
        <Link to={ROUTES.home} className="admin-home-link">
          <Icon name="home" size={18} />
          <span>{LABELS.admin.home}</span>
        </Link>
        {user && (
          <div className="admin-user">
            <span className="admin-user-text">
              <span className="admin-user-name">{user.name}</span>
              <span className="admin-user-role">{ROLE_LABELS[user.role]}</span>
            </span>
            <UserAvatar name={user.name} />
          </div>
        )}
      </div>
    </header>
  );
}
