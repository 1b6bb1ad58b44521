import type { Application } from '@visadesk/contract';
import { APPLICATION_API, LABELS } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { downloadFile } from '../../api/export-download';

const V = LABELS.applicationView;

/** The case's photo and documents as one ZIP, named by the server after the applicant. */
export function DownloadAll({ application }: { application: Application }) {
  const [isBusy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(APPLICATION_API.downloadDocuments(application._id), 'documents.zip');
    } catch {
      toast.error(V.downloadAllFailed, { id: 'documents-download-failed' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline-secondary" onClick={() => void download()} disabled={isBusy} aria-busy={isBusy}>
      {isBusy ? V.downloadingAll : V.downloadAll}
    </Button>
  );
}
