import { LABELS } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import { ImageField } from '../components/image-field';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { UploadProgress } from '../components/upload-progress';
import type { ResourceConfig, ResourceRecord } from './resource-config';
import { ResourceFields } from './resource-fields';
import { ResourceFormFrame } from './resource-form-frame';
import { useResourceForm } from './use-resource-form';

const R = LABELS.resources;

/**
 * The one add/edit form of the simple resources: the contract's schema checks the fields, the
 * server's refusals show at their fields, every outcome is a toast, and a save returns to the list.
 */
export function ResourceForm({
  config,
  record,
  onReload,
  children,
}: {
  config: ResourceConfig;
  record?: ResourceRecord;
  /** Takes the current record after a save was refused as stale (edit only). */
  onReload?: () => Promise<boolean>;
  /** Shown under the form (the record's changes, when editing). */
  children?: React.ReactNode;
}) {
  const { labels, image: imageSpec } = config;
  const { register, errors, image, imageId, isStale, progress, isBusy, onSubmit, toList } = useResourceForm(
    config,
    record,
  );

  return (
    <ResourceFormFrame config={config} title={record ? labels.editTitle : labels.addTitle}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card admin-card">
        <div className="card-body">
          {isStale && onReload && <StaleRecordNotice onReload={onReload} />}
          <ResourceFields idPrefix={config.name} fields={config.fields} register={register} errors={errors} />
          {imageSpec && (
            <ImageField
              id={imageId}
              label={imageSpec.label}
              accept={imageSpec.accept}
              hint={record ? imageSpec.hint.edit : imageSpec.hint.add}
              file={image.file}
              currentUrl={record ? imageSpec.currentUrl(record) : undefined}
              alt={imageSpec.previewAlt}
              error={image.error}
              onChange={image.choose}
            />
          )}
          <UploadProgress value={progress} label={R.uploadProgress} />
          <div className="form-actions">
            <Button type="submit" disabled={isBusy}>
              {isBusy ? R.saving : record ? R.save : labels.add}
            </Button>
            <Button variant="outline-secondary" onClick={toList} disabled={isBusy}>
              {R.cancel}
            </Button>
          </div>
        </div>
      </form>
      {children}
    </ResourceFormFrame>
  );
}
