import '../../styles/dashboard.css';
import { LABELS, ROLE_LABELS } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { useGetDashboardQuery } from '../../api/dashboard';
import { describeQueryError } from '../../api/query-error';
import { useGetMeQuery } from '../../api/session';
import { PageSpinner } from '../../components/page-spinner';
import { PageHeader } from '../components/page-header';
import { TitledCard } from '../components/titled-card';
import { ApplicantUploads } from './applicant-uploads';
import { DashboardApplications } from './dashboard-applications';
import { dashboardErrorMessage } from './dashboard-data';
import { DashboardFigures } from './dashboard-figures';
import { FallingDue } from './falling-due';
import { OpenCases } from './open-cases';
import { StatusChart } from './status-chart';
import { WeekChart } from './week-chart';

const L = LABELS.dashboard;

/**
 * /dashboard: the title and the signed-in user's role (Admin, Approver or Staff, as the user list names it),
 * the tiles, applications per week and by status, what falls due soon, and the application list.
 */
export function DashboardPage() {
  const { data: user } = useGetMeQuery();
  // Counts change with every application and page saved elsewhere: ask again on each visit.
  const figures = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (!user) return <PageSpinner />;

  return (
    <>
      <PageHeader title={LABELS.dashboard.title} subtitle={ROLE_LABELS[user.role]} />
      {figures.isLoading && <PageSpinner />}
      {figures.isError && !figures.data && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          {dashboardErrorMessage(describeQueryError(figures.error))}
          <Button size="sm" variant="outline-danger" onClick={() => void figures.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {figures.data && (
        <>
          <DashboardFigures figures={figures.data} />
          <ApplicantUploads />
          <div className="chart-grid-row">
            <ChartCard id="chart-weeks" title={L.perWeekTitle}>
              <WeekChart weeks={figures.data.perWeek} />
            </ChartCard>
            <ChartCard id="chart-status" title={L.statusTitle}>
              <StatusChart byStatus={figures.data.byStatus} />
            </ChartCard>
          </div>
          <OpenCases openCases={figures.data.openCases} meId={user._id} />
          <FallingDue fallingDue={figures.data.fallingDue} />
        </>
      )}
      <DashboardApplications />
    </>
  );
}

function ChartCard({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <TitledCard id={id} title={title} className="chart-card">
      {children}
    </TitledCard>
  );
}
