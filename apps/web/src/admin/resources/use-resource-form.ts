import { zodResolver } from '@hookform/resolvers/zod';
import { type FormEvent, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { chosenImageProblem } from '../../lib/image-signature';
import { showAtFields } from '../components/form-binding';
import { useCheckedFile } from '../components/use-checked-file';
import { formFieldErrors, IMAGE_FIELD } from './form-errors';
import type { FormValues, ResourceConfig, ResourceRecord } from './resource-config';
import { useResourceSave } from './use-resource-save';

/**
 * The add/edit form's state and save: the contract's schema checks the fields and the image is
 * checked beside them, the server's refusals show at their fields, every outcome is a toast, and a
 * save returns to the list. A save refused as stale sets `isStale`.
 */
export function useResourceForm(config: ResourceConfig, record?: ResourceRecord) {
  const { labels, image: imageSpec } = config;
  const navigate = useNavigate();
  const toList = () => navigate(config.routes.list);
  const { save, progress, isSaving } = useResourceSave(config);
  const image = useCheckedImage(config);
  const [isStale, setIsStale] = useState(false);
  const form = useForm<FormValues>({
    resolver: zodResolver(config.schema) as unknown as Resolver<FormValues>,
    defaultValues: record ? config.valuesOf(record) : config.emptyValues,
  });
  const { errors, isSubmitting } = form.formState;
  const operation = record ? 'update' : 'create';
  const imageId = `${config.name}-${IMAGE_FIELD}`;
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
      toList();
      return;
    }
    if (isStaleRecord(result.error)) {
      setIsStale(true);
      return;
    }
    const failure = describeQueryError(result.error);
    const problems = formFieldErrors(failure, fieldErrorsOf(result.error), fieldNames, config.nameField);
    showAtFields(problems, form.setError, { [IMAGE_FIELD]: image.setError });
    toast.error(config.errorMessage(operation, failure));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The image as last chosen, once checked; checked alongside the fields, so every problem
    // shows at once.
    const chosen = await image.settled();
    const imageProblem = imageSpec ? (chosen.error ?? imageSpec.check(chosen.file, !record)) : null;
    image.setError(imageProblem);
    await form.handleSubmit((values) => submit(values, imageProblem, chosen.file))();
  }

  const isBusy = isSaving || isSubmitting;
  return { register: form.register, errors, image, imageId, isStale, progress, isBusy, onSubmit, toList };
}

/** The resource's image (none for a resource without one), checked as it is chosen. */
function useCheckedImage({ image: imageSpec }: ResourceConfig) {
  return useCheckedFile(async (file) =>
    imageSpec
      ? chosenImageProblem(
          file,
          (chosen) => imageSpec.check(chosen, false),
          imageSpec.accept,
          imageSpec.typeMessage,
        )
      : null,
  );
}
