import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_API,
  type Application,
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  type ApplicationFields as ApplicationFieldValues,
  FILE_LIMITS,
  LABELS,
  MB,
  MESSAGES,
  ROUTES,
} from '@visadesk/contract';
import { type FormEvent, useState } from 'react';
import { Button } from 'react-bootstrap';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { BackLink } from '../components/back-link';
import { showAtFields } from '../components/form-binding';
import { PageHeader } from '../components/page-header';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { UploadProgress } from '../components/upload-progress';
import { useCheckedFile } from '../components/use-checked-file';
import { addErrorMessage, saveFieldErrors, updateErrorMessage } from './application-errors';
import { ApplicationFields } from './application-fields';
import {
  APPLICATION_FORM_FIELDS,
  type ApplicationFormValues,
  EMPTY_FORM_VALUES,
  formValuesOf,
  toFormData,
} from './application-form-values';
import { checkChosenImage, checkImageFile, type ImageRule } from './image-file';
import { applicationViewPath } from './paths';
import { PhotoField } from './photo-field';
import { useMultipartSave } from './use-multipart-save';

const L = LABELS.applicationForm;
const M = MESSAGES.applications;

/** Add and edit differ in schema (the edit names message), whether a photo is required, endpoint and texts. */
const MODES = {
  add: {
    title: L.addTitle,
    schema: ApplicationFieldsSchema,
    photo: { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5, isRequired: true },
    photoHint: L.photoHint(FILE_LIMITS.applicationImage / MB),
    submit: L.submitAdd,
    success: L.added,
    errorMessage: addErrorMessage,
  },
  edit: {
    title: L.editTitle,
    schema: ApplicationEditFieldsSchema,
    photo: { maxBytes: FILE_LIMITS.applicationImage, tooLargeMessage: M.fileTooLarge5 },
    photoHint: L.photoHintEdit(FILE_LIMITS.applicationImage / MB),
    submit: L.submitEdit,
    success: L.updated,
    errorMessage: updateErrorMessage,
  },
} satisfies Record<string, { photo: ImageRule } & Record<string, unknown>>;

type ApplicationFormProps =
  | { mode: 'add'; record?: undefined; onReload?: undefined }
  | {
      mode: 'edit';
      record: Application;
      /** Takes the current record after a save was refused as stale. */
      onReload: () => Promise<boolean>;
    };

/**
 * The Visa Application Form, for /addUserApplication and /editApplication. The fields are checked
 * with the contract's schema, the photo on the client, and the server's refusals are shown at their
 * fields. On success the applicant copy of the saved record opens.
 */
export function ApplicationForm({ mode, record, onReload }: ApplicationFormProps) {
  const config = MODES[mode];
  const navigate = useNavigate();
  const { save, progress, isSaving } = useMultipartSave();
  const photo = useCheckedFile((file) => checkChosenImage(file, { ...config.photo, isRequired: false }));
  const [isStale, setIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, ApplicationFieldValues>({
    // The inputs hold '' before a choice is made, which the schema's Male|Female input type cannot
    // express; the schema itself reports it with the spec's message.
    resolver: zodResolver(config.schema) as unknown as Resolver<
      ApplicationFormValues,
      unknown,
      ApplicationFieldValues
    >,
    defaultValues: record ? formValuesOf(record) : EMPTY_FORM_VALUES,
  });
  const isBusy = isSaving || isSubmitting;
  const cancelTo = record ? applicationViewPath(record._id) : ROUTES.applications;

  async function submit(values: ApplicationFieldValues, photoProblem: string | null, photoFile: File | null) {
    if (photoProblem) {
      document.getElementById('application-photo')?.focus();
      return;
    }
    const result = await save(
      record
        ? {
            url: APPLICATION_API.update(record._id),
            method: 'PUT',
            body: toFormData(values, photoFile),
            ifMatch: record.updatedAt,
          }
        : { url: APPLICATION_API.create, method: 'POST', body: toFormData(values, photoFile) },
    );
    if (!result.error) {
      toast.success(config.success);
      navigate(applicationViewPath(result.data._id));
      return;
    }
    if (isStaleRecord(result.error)) {
      setIsStale(true);
      return;
    }
    const failure = describeQueryError(result.error);
    const fieldErrors = saveFieldErrors(failure, fieldErrorsOf(result.error), APPLICATION_FORM_FIELDS);
    showAtFields(fieldErrors, setError, { image: photo.setError });
    toast.error(config.errorMessage(failure));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The photo as last chosen, once checked; checked alongside the fields, so every problem
    // shows at once.
    const chosen = await photo.settled();
    const photoProblem = chosen.error ?? checkImageFile(chosen.file, config.photo);
    photo.setError(photoProblem);
    await handleSubmit((values) => submit(values, photoProblem, chosen.file))();
  }

  return (
    <div className="form-page form-page-wide">
      <BackLink to={ROUTES.applications} label={LABELS.applications.backToList} />
      <PageHeader
        title={config.title}
        subtitle={record ? L.editSubtitle(`${record.givenN} ${record.surname}`, record.passport) : undefined}
      />
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card admin-card">
        <div className="card-body">
          {isStale && onReload && <StaleRecordNotice onReload={onReload} />}
          <ApplicationFields register={register} errors={errors} current={record} />
          <div className="form-section">
            <PhotoField
              file={photo.file}
              currentUrl={record?.thumbnail ?? record?.image}
              hint={config.photoHint}
              error={photo.error}
              onChange={photo.choose}
            />
          </div>
          <UploadProgress value={progress} />
          <div className="form-actions">
            <Button type="submit" disabled={isBusy}>
              {isBusy ? L.saving : config.submit}
            </Button>
            <Button variant="outline-secondary" onClick={() => navigate(cancelTo)} disabled={isBusy}>
              {L.cancel}
            </Button>
          </div>
        </div>
      </form>
    </div>
  );
}
