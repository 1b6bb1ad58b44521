import { MESSAGES } from '@visadesk/contract/plain';
import { Navigate, useSearchParams } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { type ResourceName, useGetResourceQuery } from '../../api/resources';
import { PageSpinner } from '../../components/page-spinner';
import { editKey, useEditRecord } from '../components/use-edit-record';
import { RESOURCES } from './registry';
import { ResourceChanges } from './resource-changes';
import type { ResourceConfig } from './resource-config';
import { ResourceForm } from './resource-form';
import { ResourceFormFrame } from './resource-form-frame';

/** /addCompany, /editCompany and their siblings: the add form, or the edit form once it has its record. */
export function ResourceFormPage({ resource, mode }: { resource: ResourceName; mode: 'add' | 'edit' }) {
  const config = RESOURCES[resource];
  return mode === 'add' ? <ResourceForm config={config} /> : <EditRecordPage config={config} />;
}

/** Edit needs the `?id=` of its record (a reload opens it); without one, back to the list. */
function EditRecordPage({ config }: { config: ResourceConfig }) {
  const id = useSearchParams()[0].get('id');
  if (!id) return <Navigate to={config.routes.list} replace />;
  return <EditRecord key={id} config={config} id={id} />;
}

/** The edit form of the record as the server has it now, whose version the save sends. */
function EditRecord({ config, id }: { config: ResourceConfig; id: string }) {
  const query = useGetResourceQuery({ resource: config.name, id }, { refetchOnMountOrArgChange: true });
  const { record, isLoading, error, reload } = useEditRecord(query);

  if (record) {
    return (
      <ResourceForm key={editKey(record)} config={config} record={record} onReload={reload}>
        <ResourceChanges config={config} id={id} />
      </ResourceForm>
    );
  }
  if (isLoading) return <PageSpinner />;
  const failure = describeQueryError(error);
  const isMissing = failure.kind === 'server' && (failure.status === 404 || failure.status === 400);
  const problem = isMissing ? MESSAGES.common.notFound : config.errorMessage('fetch', failure);
  return <ResourceFormFrame config={config} title={config.labels.editTitle} problem={problem} />;
}
