import type { Application } from '@visadesk/contract';
import {
  APPLICATION_API,
  type DocumentSlot,
  FILE_LIMITS,
  LABELS,
  MESSAGES,
  TIMEOUTS,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useDispatch } from 'react-redux';
import { documentSaved } from '../../api/applications';
import { uploadMultipart } from '../../api/base-query';
import type { AppDispatch } from '../../api/store';
import { inTurns } from '../../lib/in-turns';
import { documentUploadError } from './application-errors';
import { checkChosenImage, DOCUMENT_ACCEPT } from './image-file';

const V = LABELS.applicationView;
const RULE = { maxBytes: FILE_LIMITS.document, tooLargeMessage: MESSAGES.applications.fileTooLarge5 };
/*
 * Two at a time: on a slow link more lanes share the same bandwidth and each stalls longer, and
 * while one file travels the server re-encodes the other; each upload costs the server one image's
 * memory.
 */
const LANES = 2;

/** Chosen, or failed: what the Upload button sends. */
const isWaiting = (upload: SlotUpload) => upload.state === 'chosen' || upload.state === 'failed';

export type PerSlot<T> = Partial<Record<DocumentSlot, T>>;

/**
 * A document chosen for a slot, on its way: waiting for Upload, queued in a running batch,
 * travelling, or failed (why).
 */
export type SlotUpload =
  | { state: 'chosen'; file: File }
  | { state: 'queued'; file: File }
  | { state: 'uploading'; file: File; progress: number }
  | { state: 'failed'; file: File; error: string };

/**
 * The documents of one application, each uploaded on its own request: its own
 * progress, its own error naming the file and the reason, and a retry of that one alone. A slot
 * whose upload succeeded goes back to showing the stored document.
 */
export function useDocumentUploads(applicationId: string) {
  const dispatch = useDispatch<AppDispatch>();
  const [uploads, setUploads] = useState<PerSlot<SlotUpload>>({});
  const [refusals, setRefusals] = useState<PerSlot<string>>({});

  const put = (slot: DocumentSlot, upload: SlotUpload | null) =>
    setUploads(({ [slot]: _old, ...rest }) => (upload ? { ...rest, [slot]: upload } : rest));

  async function choose(slot: DocumentSlot, file: File | null) {
    const problem = await checkChosenImage(file, RULE, DOCUMENT_ACCEPT);
    setRefusals(({ [slot]: _old, ...rest }) => (problem ? { ...rest, [slot]: problem } : rest));
    put(slot, file && !problem ? { state: 'chosen', file } : null);
  }

  async function uploadOne(slot: DocumentSlot, file: File): Promise<boolean> {
    put(slot, { state: 'uploading', file, progress: 0 });
    const body = new FormData();
    body.set('file', file);
    const result = await uploadMultipart<Application>({
      url: APPLICATION_API.document(applicationId, slot),
      method: 'PUT',
      body,
      timeout: TIMEOUTS.applicationUpload,
      onProgress: (progress) => put(slot, { state: 'uploading', file, progress }),
    });
    if (result.error) {
      put(slot, { state: 'failed', file, error: documentUploadError(file.name, result.error) });
      return false;
    }
    documentSaved(dispatch, slot, result.data);
    put(slot, null);
    return true;
  }

  /** Uploads every chosen or failed document, two at a time; one toast says how it went. */
  async function uploadAll() {
    const waiting = Object.entries(uploads).filter(([, upload]) => isWaiting(upload));
    for (const [slot, { file }] of waiting) put(slot as DocumentSlot, { state: 'queued', file });
    const outcomes = await inTurns(waiting, LANES, ([slot, upload]) =>
      uploadOne(slot as DocumentSlot, upload.file),
    );
    const failed = outcomes.filter((isDone) => !isDone).length;
    if (failed === 0) toast.success(V.documentsUploaded);
    else toast.error(V.documentsNotUploaded(failed, outcomes.length));
  }

  async function retry(slot: DocumentSlot) {
    const upload = uploads[slot];
    if (upload?.state !== 'failed') return;
    if (await uploadOne(slot, upload.file)) toast.success(V.documentUploaded);
  }

  const isUploading = Object.values(uploads).some((upload) => !isWaiting(upload));
  const waiting = Object.values(uploads).filter(isWaiting).length;
  return { uploads, refusals, choose, uploadAll, retry, isUploading, waiting };
}
