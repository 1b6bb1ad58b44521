import { CATALOGUE_API, TIMEOUTS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { uploadMultipart } from '../../api/base-query';
import { resourceSaved, useCreateResourceMutation, useUpdateResourceMutation } from '../../api/resources';
import type { AppDispatch } from '../../api/store';
import type { ResourceConfig, ResourceRecord } from './resource-config';

/** A save's outcome in RTK Query's shape, whichever way it was sent. */
export type SaveResult = { data: unknown; error?: undefined } | { error: unknown };

/**
 * Saves a record: JSON through RTK Query, or multipart with upload progress (sliders, with the
 * spec's slider time-out). Either way the resource's lists refetch. `progress` is null when idle.
 */
export function useResourceSave(config: ResourceConfig) {
  const dispatch = useDispatch<AppDispatch>();
  const [create] = useCreateResourceMutation();
  const [update] = useUpdateResourceMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const resource = config.name;

  /** Creates a record, or updates `record` (refused with 412 if it changed since it was loaded). */
  async function save(body: unknown, record?: ResourceRecord): Promise<SaveResult> {
    const id = record?._id;
    if (config.transport === 'json') {
      return record
        ? await update({ resource, id: record._id, body, version: record.updatedAt })
        : await create({ resource, body });
    }
    setProgress(0);
    try {
      const paths = CATALOGUE_API[resource];
      const result = await uploadMultipart({
        url: id ? paths.update(id) : paths.create,
        method: id ? 'PUT' : 'POST',
        body: body as FormData,
        ifMatch: record?.updatedAt,
        timeout: TIMEOUTS.sliderUpload,
        onProgress: setProgress,
      });
      if (!result.error) resourceSaved(dispatch, resource, id);
      return result;
    } finally {
      setProgress(null);
    }
  }

  return { save, progress, isSaving: progress !== null };
}
