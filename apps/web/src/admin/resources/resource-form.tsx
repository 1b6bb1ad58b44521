import { zodResolver } from '@hookform/resolvers/zod';
import { LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Button } from 'react-bootstrap';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { chosenImageProblem } from '../../lib/image-signature';
import { showAtFields } from '../components/form-binding';
import { ImageField } from '../components/image-field';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { UploadProgress } from '../components/upload-progress';
import { useCheckedFile } from '../components/use-checked-file';
import { formFieldErrors, IMAGE_FIELD } from './form-errors';
import type { FormValues, ResourceConfig, ResourceRecord } from './resource-config';
import { ResourceFields } from './resource-fields';
import { ResourceFormFrame } from './resource-form-frame';
import { useResourceSave } from './use-resource-save';

const R = LABELS.resources;

/**
 * The one add/edit form of the simple resources: the contract's schema checks the fields, the
 * server's refusals show at their fields, every outcome is a toast, and a save returns to the list.
 */
export function ResourceForm({
  config,
  record,
  onReload,
}: {
  config: ResourceConfig;
  record?: ResourceRecord;
  /** Takes the current record after a save was refused as stale (edit only). */
  onReload?: () => Promise<boolean>;
}) {
  const { labels, image: imageSpec } = config;
  const navigate = useNavigate();
  const { save, progress, isSaving } = useResourceSave(config);
  const image = useCheckedFile(async (file) =>
    imageSpec
      ? chosenImageProblem(
          file,
          (chosen) => imageSpec.check(chosen, false),
          imageSpec.accept,
          imageSpec.typeMessage,
        )
      : null,
  );
  const [isStale, setIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({
    resolver: zodResolver(config.schema) as unknown as Resolver<FormValues>,
    defaultValues: record ? config.valuesOf(record) : config.emptyValues,
  });
  const operation = record ? 'update' : 'create';
  const isBusy = isSaving || isSubmitting;
  const idPrefix = config.name;
  const imageId = `${idPrefix}-${IMAGE_FIELD}`;
  const fieldNames = [...config.fields.map((field) => field.name), ...(imageSpec ? [IMAGE_FIELD] : [])];

  async function submit(values: unknown, imageProblem: string | null, imageFile: File | null) {
    if (imageProblem) {
      document.getElementById(imageId)?.focus();
      return;
    }
    const body = config.toBody ? config.toBody(values, imageFile) : values;
    const result = await save(body, record);
    if (!result.error) {
      toast.success(record ? labels.updated : labels.added);
      navigate(config.routes.list);
      return;
    }
    if (isStaleRecord(result.error)) {
      setIsStale(true);
      return;
    }
    const failure = describeQueryError(result.error);
    const problems = formFieldErrors(failure, fieldErrorsOf(result.error), fieldNames, config.nameField);
    showAtFields(problems, setError, { [IMAGE_FIELD]: image.setError });
    toast.error(config.errorMessage(operation, failure));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The image as last chosen, once checked; checked alongside the fields, so every problem
    // shows at once.
    const chosen = await image.settled();
    const imageProblem = imageSpec ? (chosen.error ?? imageSpec.check(chosen.file, !record)) : null;
    image.setError(imageProblem);
    await handleSubmit((values) => submit(values, imageProblem, chosen.file))();
  }

  return (
    <ResourceFormFrame config={config} title={record ? labels.editTitle : labels.addTitle}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="card admin-card">
        <div className="card-body">
          {isStale && onReload && <StaleRecordNotice onReload={onReload} />}
          <ResourceFields idPrefix={idPrefix} fields={config.fields} register={register} errors={errors} />
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
            <Button
              variant="outline-secondary"
              onClick={() => navigate(config.routes.list)}
              disabled={isBusy}
            >
              {R.cancel}
            </Button>
          </div>
        </div>
      </form>
    </ResourceFormFrame>
  );
}
