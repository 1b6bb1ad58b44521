import { LABELS, type Role } from '@visadesk/contract/plain';
import { NavLink } from 'react-router';
import { Icon } from '../../components/icons';
import { visibleLinks } from './sidebar-links';

interface AdminSidebarProps {
  role: Role | undefined;
  isOpen: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}

/**
 * The back-office navigation. NavLink marks the current screen with `active` and
 * aria-current="page"; links the role cannot use are not rendered at all.
 */
export function AdminSidebar({ role, isOpen, onNavigate, onLogout }: AdminSidebarProps) {
  return (
    <nav
      id="admin-sidebar"
      className={`admin-sidebar${isOpen ? ' is-open' : ''}`}
      aria-label={LABELS.admin.sidebar}
      hidden={!isOpen}
    >
      <ul className="sidebar-links">
        {visibleLinks(role).map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="sidebar-link" onClick={onNavigate}>
              <Icon name={link.icon} size={18} />
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="sidebar-footer">
        <button type="button" className="sidebar-link sidebar-logout" onClick={onLogout}>
          <Icon name="logout" size={18} />
          <span>{LABELS.admin.logout}</span>
        </button>
      </div>
    </nav>
  );
}
