import type { Application } from '@visadesk/contract';
import { TIMEOUTS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { applicationSaved } from '../../api/applications';
import { uploadMultipart } from '../../api/base-query';
import type { MultipartRequest, MultipartResult } from '../../api/multipart';
import type { AppDispatch } from '../../api/store';

/**
 * A multipart save of an application (add, edit, documents) with its upload progress. On success
 * the saved record goes into the cache and the lists refetch. `progress` is null when idle.
 */
export function useMultipartSave() {
  const dispatch = useDispatch<AppDispatch>();
  const [progress, setProgress] = useState<number | null>(null);

  async function save(request: Pick<MultipartRequest, 'url' | 'method' | 'body' | 'ifMatch'>) {
    setProgress(0);
    try {
      const result: MultipartResult<Application> = await uploadMultipart<Application>({
        ...request,
        timeout: TIMEOUTS.applicationUpload,
        onProgress: setProgress,
      });
      if (!result.error) applicationSaved(dispatch, result.data);
      return result;
    } finally {
      setProgress(null);
    }
  }

  return { save, progress, isSaving: progress !== null };
}
