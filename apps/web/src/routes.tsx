import { DEFAULT_LOCALE, LOCALES, type Locale, localisedPath, ROUTES } from '@visadesk/contract/plain';
import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { APPLICATION_VIEW_ROUTE } from './admin/applications/paths';
import { RESOURCE_NAMES, RESOURCE_ROUTES } from './admin/resources/resource-routes';
import { RequireToken } from './auth/require-token';
import { PageSpinner } from './components/page-spinner';
import { lazyPage } from './lazy-page';
import { InLocale } from './public/in-locale';
import { LandingPage } from './public/landing/landing-page';

/*
 * The landing page is eager: it is what a visitor opens first. Sign-in, the enquiry pages and the
 * content pages are lazy so that `/` does not carry them (nor the form styles they bring). Everything behind the token is lazy, and the admin root
 * (which brings Redux, RTK Query and the layout) loads only after the guard passes. Every screen
 * is registered here; the sidebar lists them in admin/layout/sidebar-links.ts.
 */
const AdminRoot = lazyPage(() => import('./admin/admin-root'), 'AdminRoot');
const DashboardPage = lazyPage(() => import('./admin/dashboard/dashboard-page'), 'DashboardPage');
const UsersPage = lazyPage(() => import('./admin/users/users-page'), 'UsersPage');
const AddUserPage = lazyPage(() => import('./admin/users/add-user-page'), 'AddUserPage');
const InviteUserPage = lazyPage(() => import('./admin/users/add-user-page'), 'InviteUserPage');
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
// One list and one form screen serve every simple resource (admin/resources/registry.ts).
const ResourceListPage = lazyPage(() => import('./admin/resources/resource-list-page'), 'ResourceListPage');
const ResourceFormPage = lazyPage(() => import('./admin/resources/resource-form-page'), 'ResourceFormPage');
const SettingsPage = lazyPage(() => import('./admin/settings/settings-page'), 'SettingsPage');
const OutboxPage = lazyPage(() => import('./admin/outbox/outbox-page'), 'OutboxPage');
const AuditLogPage = lazyPage(() => import('./admin/audit/audit-log-page'), 'AuditLogPage');
const RecentlyDeletedPage = lazyPage(
  () => import('./admin/recently-deleted/recently-deleted-page'),
  'RecentlyDeletedPage',
);
// The public enquiry is lazy too: `/` must not carry it (apps/web/README.md: pages stay light).
const EnquiryPage = lazyPage(() => import('./public/enquiry/enquiry-page'), 'EnquiryPage');
const ViewOnePage = lazyPage(() => import('./public/enquiry/view-one-page'), 'ViewOnePage');
// Opened from a printout's QR code: a page of its own, so neither `/` nor the enquiry carries it.
const VerifyPage = lazyPage(() => import('./public/verify/verify-page'), 'VerifyPage');

const LoginPage = lazyPage(() => import('./public/login/login-page'), 'LoginPage');
const InvitationPage = lazyPage(() => import('./public/login/invitation-page'), 'InvitationPage');
// The applicant's upload link: a page of its own, light, with nothing of the back-office.
const UploadPage = lazyPage(() => import('./public/upload/upload-page'), 'UploadPage');
// Any other address: a published content page at that link, otherwise a redirect to / (DESIGN 2, 12).
const ContentPage = lazyPage(() => import('./public/cms/content-page'), 'ContentPage');

const lazyPublic = (page: ReactNode) => <Suspense fallback={<PageSpinner />}>{page}</Suspense>;

/** A public page's routes under each other language's prefix (`/ar/view-one`), in that language. */
const inOtherLanguages = (path: string, page: ReactNode) =>
  LOCALES.filter(({ code }) => code !== DEFAULT_LOCALE).map(({ code }) => ({
    path: localisedPath(code, path),
    element: lazyPublic(<InLocale locale={code as Exclude<Locale, 'en'>}>{page}</InLocale>),
  }));

export const router = createBrowserRouter([
  { path: ROUTES.home, element: <LandingPage /> },
  { path: ROUTES.login, element: lazyPublic(<LoginPage />) },
  { path: ROUTES.invitation, element: lazyPublic(<InvitationPage />) },
  { path: ROUTES.enquiry, element: lazyPublic(<EnquiryPage />) },
  { path: ROUTES.viewOne, element: lazyPublic(<ViewOnePage />) },
  ...inOtherLanguages(ROUTES.enquiry, <EnquiryPage />),
  ...inOtherLanguages(ROUTES.viewOne, <ViewOnePage />),
  { path: ROUTES.verify, element: lazyPublic(<VerifyPage />) },
  ...inOtherLanguages(ROUTES.verify, <VerifyPage />),
  // `/upload/#<token>`, and `/upload/<token>` as typed by hand (the page moves it to the fragment).
  { path: `${ROUTES.upload}*`, element: lazyPublic(<UploadPage />) },
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
          { path: ROUTES.inviteUser, element: <InviteUserPage /> },
          { path: ROUTES.editUser, element: <EditUserPage /> },
          { path: ROUTES.profile, element: <ProfilePage /> },
          { path: ROUTES.applications, element: <ApplicationsPage /> },
          { path: ROUTES.addApplication, element: <AddApplicationPage /> },
          { path: ROUTES.editApplication, element: <EditApplicationPage /> },
          { path: ROUTES.userView, element: <ApplicationViewPage /> },
          { path: APPLICATION_VIEW_ROUTE, element: <ApplicationViewPage /> },
          // Keys make React mount a fresh screen when moving from one resource's screen to another's.
          ...RESOURCE_NAMES.flatMap((resource) => [
            {
              path: RESOURCE_ROUTES[resource].list,
              element: <ResourceListPage key={resource} resource={resource} />,
            },
            {
              path: RESOURCE_ROUTES[resource].add,
              element: <ResourceFormPage key={`${resource}-add`} resource={resource} mode="add" />,
            },
            {
              path: RESOURCE_ROUTES[resource].edit,
              element: <ResourceFormPage key={`${resource}-edit`} resource={resource} mode="edit" />,
            },
          ]),
          { path: ROUTES.settings, element: <SettingsPage /> },
          { path: ROUTES.outbox, element: <OutboxPage /> },
          { path: ROUTES.recentlyDeleted, element: <RecentlyDeletedPage /> },
          { path: ROUTES.auditLog, element: <AuditLogPage /> },
        ],
      },
    ],
  },
  ...inOtherLanguages(ROUTES.home, <LandingPage />),
  ...inOtherLanguages('/*', <ContentPage />),
  { path: '*', element: lazyPublic(<ContentPage />) },
]);
