import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { Outlet, useNavigate } from 'react-router';
import { requestLogout } from '../../auth/logout';
import { useSessionCheck } from '../../auth/use-session-check';
import { PageSpinner } from '../../components/page-spinner';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { useSidebar } from './use-sidebar';

/** The back-office frame (spec section 2): header, sidebar and the current screen. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { data: user } = useSessionCheck();
  const sidebar = useSidebar();

  async function logout() {
    await requestLogout();
    toast.success(MESSAGES.auth.loggedOut);
    navigate(ROUTES.home);
  }

  return (
    <div className={`admin-shell${sidebar.isOpen ? ' sidebar-open' : ''}`}>
      <a href="#admin-main" className="skip-link">
        {LABELS.admin.skipToContent}
      </a>
      <AdminHeader user={user} isSidebarOpen={sidebar.isOpen} onToggleSidebar={sidebar.toggle} />
      <div className="admin-body">
        <AdminSidebar
          role={user?.role}
          isOpen={sidebar.isOpen}
          onNavigate={sidebar.closeOnPhone}
          onLogout={() => void logout()}
        />
        {sidebar.isPhone && sidebar.isOpen && (
          // A pointer convenience only: keyboards close the overlay with Escape or the toggle button.
          <div className="sidebar-backdrop" aria-hidden="true" onClick={sidebar.close} />
        )}
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
