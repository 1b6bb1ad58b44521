import { ROUTES } from '@visadesk/contract';
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { APPLICATION_VIEW_ROUTE } from './admin/applications/paths';
import { RequireToken } from './auth/require-token';
import { PageSpinner } from './components/page-spinner';
import { lazyPage } from './lazy-page';
import { LandingPage } from './public/landing/landing-page';
import { LoginPage } from './public/login/login-page';

/*
 * The landing page and login are eager: they are what a visitor opens first. The enquiry pages are
 * lazy so that `/` does not carry them. Everything behind the token is lazy, and the admin root
 * (which brings Redux, RTK Query and the layout) loads only after the guard passes. Later issues register their screens here; the sidebar lists them in
 * admin/layout/sidebar-links.ts.
 */
const AdminRoot = lazyPage(() => import('./admin/admin-root'), 'AdminRoot');
const DashboardPage = lazyPage(() => import('./admin/dashboard/dashboard-page'), 'DashboardPage');
const UsersPage = lazyPage(() => import('./admin/users/users-page'), 'UsersPage');
const AddUserPage = lazyPage(() => import('./admin/users/add-user-page'), 'AddUserPage');
const EditUserPage = lazyPage(() => import('./admin/users/edit-user-page'), 'EditUserPage');
const ProfilePage = lazyPage(() => import('./admin/profile/profile-page'), 'ProfilePage');
const ApplicationsPage = lazyPage(() => import('./admin/applications/applications-page'), 'ApplicationsPage');
const AddApplicationPage = lazyPage(
  () => import('./admin/applications/add-application-page'),
  'AddApplicationPage',
);
const EditApplicationPage = lazyPage(
  () => import('./admin/applications/edit-application-page'),
  'EditApplicationPage',
);
const ApplicationViewPage = lazyPage(
  () => import('./admin/applications/application-view-page'),
  'ApplicationViewPage',
);
// The public enquiry is lazy too: `/` must not carry it (the README's lightness rule).
const EnquiryPage = lazyPage(() => import('./public/enquiry/enquiry-page'), 'EnquiryPage');
const ViewOnePage = lazyPage(() => import('./public/enquiry/view-one-page'), 'ViewOnePage');

const lazyPublic = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

export const router = createBrowserRouter([
  { path: ROUTES.home, element: <LandingPage /> },
  { path: ROUTES.login, element: <LoginPage /> },
  { path: ROUTES.enquiry, element: lazyPublic(<EnquiryPage />) },
  { path: ROUTES.viewOne, element: lazyPublic(<ViewOnePage />) },
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
          { path: ROUTES.applications, element: <ApplicationsPage /> },
          { path: ROUTES.addApplication, element: <AddApplicationPage /> },
          { path: ROUTES.editApplication, element: <EditApplicationPage /> },
          { path: ROUTES.userView, element: <ApplicationViewPage /> },
          { path: APPLICATION_VIEW_ROUTE, element: <ApplicationViewPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <Navigate to={ROUTES.home} replace /> },
]);
