import { LABELS, ROLE_TITLES } from '@visadesk/contract';
import { useGetMeQuery } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { PageHeader } from '../components/page-header';

/**
 * /dashboard: the title and the signed-in user's role title ("Super Admin" for admins, decision 3).
 * The Total Application and Total Pages tiles and the application list arrive with the
 * applications issue. No shortcut links here: they would repeat the sidebar's link names.
 */
export function DashboardPage() {
  const { data: user } = useGetMeQuery();
  if (!user) return <PageSpinner />;

  return (
    <>
      <PageHeader title={LABELS.dashboard.title} subtitle={ROLE_TITLES[user.role]} />
      <section className="card admin-card welcome-card" aria-labelledby="welcome-title">
        <div className="card-body">
          <h2 id="welcome-title" className="h5 mb-1">
            {LABELS.dashboard.welcome(user.name)}
          </h2>
          <p className="text-body-secondary mb-0">{user.email}</p>
        </div>
      </section>
    </>
  );
}
