import { ADMIN_LABELS } from '@visadesk/contract';
import { Button } from 'react-bootstrap';
import { useGetSettingsQuery } from '../../api/settings';
import { PageSpinner } from '../../components/page-spinner';
import { PageHeader } from '../components/page-header';
import { RequireRole } from '../require-role';
import { SettingsForm } from './settings-form';

const L = ADMIN_LABELS.settings;

/** /setting (admins only; others see the forbidden message): the site settings form. */
export function SettingsPage() {
  return (
    <RequireRole roles={['admin']} title={L.title}>
      <SettingsLoader />
    </RequireRole>
  );
}

function SettingsLoader() {
  const { data: settings, isLoading, isError, refetch } = useGetSettingsQuery();
  return (
    <div className="form-page form-page-wide">
      <PageHeader title={L.title} subtitle={L.subtitle} />
      {isLoading && <PageSpinner />}
      {!settings && isError && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          {L.fetchError}
          <Button size="sm" variant="outline-danger" onClick={() => void refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {settings && <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} />}
    </div>
  );
}
