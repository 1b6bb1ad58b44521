import {
  type Application,
  ApplicationEditFieldsSchema,
  ApplicationFieldsSchema,
  FILE_LIMITS,
  LABELS,
  MB,
  MESSAGES,
  ROUTES,
} from '@visadesk/contract';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { BackLink } from '../components/back-link';
import { PageHeader } from '../components/page-header';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { UploadProgress } from '../components/upload-progress';
import { addErrorMessage, updateErrorMessage } from './application-errors';
import { ApplicationFields } from './application-fields';
import { PassportScan } from './passport-scan';
import { applicationViewPath } from './paths';
import { PhotoField } from './photo-field';
import { type ApplicationSaveMode, useApplicationForm } from './use-application-form';

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
} satisfies Record<string, ApplicationSaveMode & Record<string, unknown>>;

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
  const { register, errors, photo, isStale, progress, isBusy, onSubmit, scanned, fillFromScan } =
    useApplicationForm(config, record);
  const cancelTo = record ? applicationViewPath(record._id) : ROUTES.applications;

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
          <PassportScan onRead={fillFromScan} />
          <ApplicationFields register={register} errors={errors} current={record} scanned={scanned} />
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
