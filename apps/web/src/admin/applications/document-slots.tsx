import {
  APPLICATION_API,
  type Application,
  DOCUMENT_SLOTS,
  type DocumentSlot,
  FILE_LIMITS,
  LABELS,
  MB,
  MESSAGES,
} from '@visadesk/contract';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { Icon } from '../../components/icons';
import { UploadProgress } from '../components/upload-progress';
import { documentsErrorMessage } from './application-errors';
import { documentsFormData, type PerSlot } from './application-form-values';
import { DocumentCard } from './document-card';
import { checkImageFile } from './image-file';
import { useMultipartSave } from './use-multipart-save';

const V = LABELS.applicationView;
const RULE = { maxBytes: FILE_LIMITS.document, tooLargeMessage: MESSAGES.applications.fileTooLarge5 };

/** The 12 document slots of the applicant copy, with one upload for every slot chosen. */
export function DocumentSlots({ application }: { application: Application }) {
  const { save, progress, isSaving } = useMultipartSave();
  const [chosen, setChosen] = useState<PerSlot<File>>({});
  const [errors, setErrors] = useState<PerSlot<string>>({});
  const count = Object.keys(chosen).length;

  function choose(slot: DocumentSlot, file: File | null) {
    const problem = checkImageFile(file, RULE);
    setErrors(({ [slot]: _old, ...rest }) => (problem ? { ...rest, [slot]: problem } : rest));
    setChosen(({ [slot]: _old, ...rest }) => (file && !problem ? { ...rest, [slot]: file } : rest));
  }

  async function upload() {
    const result = await save({
      url: APPLICATION_API.documents(application._id),
      method: 'PUT',
      body: documentsFormData(chosen),
    });
    if (!result.error) {
      setChosen({});
      toast.success(V.documentsUploaded);
      return;
    }
    const slotErrors = fieldErrorsOf(result.error).filter(({ field }) => field in chosen);
    setErrors(Object.fromEntries(slotErrors.map(({ field, message }) => [field, message])));
    toast.error(documentsErrorMessage(describeQueryError(result.error)));
  }

  return (
    <section className="card admin-card documents-card" aria-labelledby="documents-title">
      <div className="card-body">
        <div className="documents-head">
          <h2 id="documents-title" className="card-section-title">
            {V.documents}
          </h2>
          <p className="field-hint d-print-none mb-0">{V.documentsHint(FILE_LIMITS.document / MB)}</p>
        </div>
        <ul className="doc-grid">
          {DOCUMENT_SLOTS.map(({ key, label }) => (
            <DocumentCard
              key={key}
              slot={key}
              label={label}
              url={application[key]}
              chosen={chosen[key] ?? null}
              error={errors[key]}
              isDisabled={isSaving}
              onChoose={(file) => choose(key, file)}
            />
          ))}
        </ul>
        <div className="documents-upload d-print-none">
          <UploadProgress value={progress} />
          <Button onClick={() => void upload()} disabled={count === 0 || isSaving}>
            <Icon name="upload" size={17} />
            {isSaving ? V.uploading : V.uploadDocuments(count)}
          </Button>
        </div>
      </div>
    </section>
  );
}
