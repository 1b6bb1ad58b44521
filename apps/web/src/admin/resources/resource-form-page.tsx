import { MESSAGES, PAGE_SIZE } from '@visadesk/contract';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { describeQueryError } from '../../api/query-error';
import { type ResourceName, useResourceList } from '../../api/resources';
import { PageSpinner } from '../../components/page-spinner';
import { recordSource } from './record-source';
import { RESOURCES } from './registry';
import type { ResourceConfig } from './resource-config';
import { ResourceForm } from './resource-form';
import { ResourceFormFrame } from './resource-form-frame';

/** /addCompany, /editCompany and their siblings: the add form, or the edit form once it has its record. */
export function ResourceFormPage({ resource, mode }: { resource: ResourceName; mode: 'add' | 'edit' }) {
  const config = RESOURCES[resource];
  return mode === 'add' ? <ResourceForm config={config} /> : <EditRecord config={config} />;
}

/**
 * Edit takes its record from navigation state, else finds the `?id=` in the list (cached when the
 * user came from it; a paged list is asked for its largest page), else returns to the list.
 */
function EditRecord({ config }: { config: ResourceConfig }) {
  const location = useLocation();
  const [params] = useSearchParams();
  const source = recordSource(config.recordSchema, location.state, params.get('id'));
  const isServerPaged = config.list.paging === 'server';
  const { currentData, isFetching, isError, error } = useResourceList(
    isServerPaged ? { resource: config.name, page: 1, limit: PAGE_SIZE.max } : { resource: config.name },
    { skip: source.kind !== 'id' },
  );

  if (source.kind === 'none') return <Navigate to={config.routes.list} replace />;
  if (source.kind === 'state')
    return <ResourceForm key={source.record._id} config={config} record={source.record} />;
  if (isFetching && currentData === undefined) return <PageSpinner />;
  const record = currentData && config.normaliseList(currentData).items.find(({ _id }) => _id === source.id);
  if (!record) {
    const problem = isError
      ? config.errorMessage('fetch', describeQueryError(error))
      : MESSAGES.common.notFound;
    return <ResourceFormFrame config={config} title={config.labels.editTitle} problem={problem} />;
  }
  return <ResourceForm key={record._id} config={config} record={record} />;
}
