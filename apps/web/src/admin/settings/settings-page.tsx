import { LABELS } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { useGetSettingsQuery } from '../../api/settings';
import { PageSpinner } from '../../components/page-spinner';
import { PageHeader } from '../components/page-header';
import { useEditRecord } from '../components/use-edit-record';
import { adminOnly } from '../require-role';
import { LocalOnlyAddressWarning } from './local-only-address-warning';
import { MailServerSettings } from './mail-server-settings';
import { SettingsChanges } from './settings-changes';
import { SettingsForm } from './settings-form';

const L = LABELS.settings;

/** /setting (admins only; others see the forbidden message): the site settings form. */
export const SettingsPage = adminOnly(L.title, SettingsLoader);

/** The settings as the server has them now (another admin may have saved them since). */
function SettingsLoader() {
  const query = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const { record: settings, isLoading, error, reload } = useEditRecord(query);
  return (
    <div className="form-page form-page-wide">
      <PageHeader title={L.title} subtitle={L.subtitle} />
      <LocalOnlyAddressWarning />
      {isLoading && <PageSpinner />}
      {!settings && error !== undefined && (
        <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
          {L.fetchError}
          <Button size="sm" variant="outline-danger" onClick={() => void query.refetch()}>
            {L.retry}
          </Button>
        </div>
      )}
      {settings && (
        <SettingsForm key={settings.updatedAt ?? 'defaults'} settings={settings} onReload={reload} />
      )}
      {settings && <MailServerSettings />}
      {settings && <SettingsChanges />}
    </div>
  );
}
