import { LABELS } from '@visadesk/contract/plain';
import { useDeleteResourceMutation } from '../../api/resources';
import { useConfirmedDelete } from '../components/use-confirmed-delete';
import { useDeletedKeepDays } from '../components/use-deleted-keep-days';
import type { ResourceConfig, ResourceRecord } from './resource-config';

/**
 * Delete with confirmation for any resource: `ask(record)` opens the dialog, `dialog` renders it.
 * Either outcome is a toast; the lists of the resource refetch after a delete.
 */
export function useResourceDelete(config: ResourceConfig) {
  const [deleteResource, { isLoading }] = useDeleteResourceMutation();
  const keepDays = useDeletedKeepDays();
  const { labels } = config;
  return useConfirmedDelete<ResourceRecord>({
    remove: (target) => deleteResource({ resource: config.name, id: target._id }).unwrap(),
    isBusy: isLoading,
    labels: { ...labels, deleting: LABELS.resources.deleting },
    question: (target) => labels.confirmDeleteText(config.nameOf(target), keepDays),
    failureMessage: (failure) => config.errorMessage('delete', failure),
  });
}
