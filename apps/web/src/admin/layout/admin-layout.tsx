import { LABELS, MESSAGES, ROUTES } from '@visadesk/contract/plain';
import { Suspense } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { Outlet, useNavigate } from 'react-router';
import { api } from '../../api/api';
import type { AppDispatch } from '../../api/store';
import { requestLogout } from '../../auth/logout';
import { clearToken, getToken } from '../../auth/token-storage';
import { PageSpinner } from '../../components/page-spinner';
import { AdminHeader } from './admin-header';
import { AdminSidebar } from './admin-sidebar';
import { useSessionCheck } from './use-session-check';
import { useSidebar } from './use-sidebar';

/** The back-office frame (spec section 2): header, sidebar and the current screen. */
export function AdminLayout() {
  const navigate = useNavigate();
  const dispatch = useDispatch<AppDispatch>();
  const { data: user } = useSessionCheck();
  const sidebar = useSidebar();

  /*
   * Everything private goes first, in the same tick as the click: the token (so the guard refuses
   * every back-office address, Back included) and the cached records. Only then is the server asked
   * to revoke the refresh token, so a slow answer cannot leave the back-office usable meanwhile.
   */
  function logout() {
    const token = getToken();
    clearToken();
    dispatch(api.util.resetApiState());
    navigate(ROUTES.home, { replace: true });
    toast.success(MESSAGES.auth.loggedOut);
    void requestLogout(token);
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
          onLogout={logout}
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
