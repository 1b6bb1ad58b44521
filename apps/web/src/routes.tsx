import { ROUTES } from '@visadesk/contract';
import { Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RequireToken } from './auth/require-token';
import { PageSpinner } from './components/page-spinner';
import { lazyPage } from './lazy-page';
import { LandingPage } from './public/landing/landing-page';
import { LoginPage } from './public/login/login-page';

/*
 * Public screens are eager: they are what a visitor opens first. Everything behind the token is
 * lazy, and the admin root (which brings Redux, RTK Query and the layout) loads only after the
 * guard passes. Later issues register their screens here; the sidebar lists them in
 * admin/layout/sidebar-links.ts.
 */
const AdminRoot = lazyPage(() => import('./admin/admin-root'), 'AdminRoot');
const DashboardPage = lazyPage(() => import('./admin/dashboard/dashboard-page'), 'DashboardPage');
const UsersPage = lazyPage(() => import('./admin/users/users-page'), 'UsersPage');
const AddUserPage = lazyPage(() => import('./admin/users/add-user-page'), 'AddUserPage');
const EditUserPage = lazyPage(() => import('./admin/users/edit-user-page'), 'EditUserPage');
const ProfilePage = lazyPage(() => import('./admin/profile/profile-page'), 'ProfilePage');

export const router = createBrowserRouter([
  { path: ROUTES.home, element: <LandingPage /> },
  { path: ROUTES.login, element: <LoginPage /> },
  {
    element: <RequireToken />,
    children: [
      {
        element: (
          <Suspense fallback={<PageSpinner />}>
            <AdminRoot />
          </Suspense>
        ),
        children: [
          { path: ROUTES.dashboard, element: <DashboardPage /> },
          { path: ROUTES.users, element: <UsersPage /> },
          { path: ROUTES.addUser, element: <AddUserPage /> },
          { path: ROUTES.editUser, element: <EditUserPage /> },
          { path: ROUTES.profile, element: <ProfilePage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={ROUTES.home} replace /> },
]);
