import { zodResolver } from '@hookform/resolvers/zod';
import {
  APPLICATION_API,
  type Application,
  type ApplicationEditFieldsSchema,
  type ApplicationFieldsSchema,
  type ApplicationFields as ApplicationFieldValues,
  type PassportScan,
} from '@visadesk/contract';
import { type FormEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import type { RequestFailure } from '../../lib/request-failure';
import { showAtFields } from '../components/form-binding';
import { useCheckedFile } from '../components/use-checked-file';
import { saveFieldErrors } from './application-errors';
import {
  APPLICATION_FORM_FIELDS,
  type ApplicationFormValues,
  EMPTY_FORM_VALUES,
  formValuesOf,
  toFormData,
} from './application-form-values';
import { checkChosenImage, checkImageFile, type ImageRule } from './image-file';
import { applicationViewPath } from './paths';
import { useMultipartSave } from './use-multipart-save';

/** What a save of the add or the edit form needs to know of its mode. */
export interface ApplicationSaveMode {
  schema: typeof ApplicationFieldsSchema | typeof ApplicationEditFieldsSchema;
  photo: ImageRule;
  /** The toast of a save. */
  success: string;
  /** The toast of a refusal. */
  errorMessage: (failure: RequestFailure) => string;
}

/**
 * The application form's state and save: the fields are checked with the contract's schema and the
 * photo on the client, beside them; the server's refusals show at their fields, and on success the
 * applicant copy of the saved record opens. A save refused as stale sets `isStale`.
 */
export function useApplicationForm(mode: ApplicationSaveMode, record?: Application) {
  const navigate = useNavigate();
  const { save, progress, isSaving } = useMultipartSave();
  const photo = useCheckedFile((file) => checkChosenImage(file, { ...mode.photo, isRequired: false }));
  const [isStale, setIsStale] = useState(false);
  const [scanned, setScanned] = useState<ReadonlySet<string>>(new Set());
  const form = useForm<ApplicationFormValues, unknown, ApplicationFieldValues>({
    // The inputs hold '' before a choice is made, which the schema's Male|Female input type cannot
    // express; the schema itself reports it with the spec's message.
    resolver: zodResolver(mode.schema) as unknown as Resolver<
      ApplicationFormValues,
      unknown,
      ApplicationFieldValues
    >,
    defaultValues: record ? formValuesOf(record) : EMPTY_FORM_VALUES,
  });
  const { errors, isSubmitting } = form.formState;

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
      toast.success(mode.success);
      navigate(applicationViewPath(result.data._id));
      return;
    }
    if (isStaleRecord(result.error)) {
      setIsStale(true);
      return;
    }
    const failure = describeQueryError(result.error);
    const fieldErrors = saveFieldErrors(failure, fieldErrorsOf(result.error), APPLICATION_FORM_FIELDS);
    showAtFields(fieldErrors, form.setError, { image: photo.setError });
    toast.error(mode.errorMessage(failure));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The photo as last chosen, once checked; checked alongside the fields, so every problem
    // shows at once.
    const chosen = await photo.settled();
    const photoProblem = chosen.error ?? checkImageFile(chosen.file, mode.photo);
    photo.setError(photoProblem);
    await form.handleSubmit((values) => submit(values, photoProblem, chosen.file))();
  }

  /** A passport scan's fields into the form, each marked as from the scan until the next scan. */
  function fillFromScan(scan: PassportScan) {
    for (const [name, value] of Object.entries(scan.fields))
      form.setValue(name as keyof ApplicationFormValues, value, { shouldDirty: true, shouldValidate: true });
    setScanned(new Set(Object.keys(scan.fields)));
  }

  const isBusy = isSaving || isSubmitting;
  return {
    register: form.register,
    errors,
    photo,
    isStale,
    progress,
    isBusy,
    onSubmit,
    scanned,
    fillFromScan,
  };
}
