import { ROUTES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import type { RequestFailure } from '../../lib/request-failure';
import { fieldErrorsFor, fieldOf, showAtFields } from '../components/form-binding';

/** `In` is what the inputs hold, `Out` what the schema makes of it. */
interface UserFormOptions<In extends FieldValues, Out> {
  resolver: Resolver<In, unknown, Out>;
  defaultValues: NoInfer<DefaultValues<In>>;
  /** The form's own fields: a refusal of one is said there, not above the form. */
  fields: readonly Path<In>[];
  /** Saves the values; resolves to the message the success toast shows. */
  save: (values: Out) => Promise<string>;
  errorMessage: (failure: RequestFailure) => string;
}

/**
 * What the create and edit user forms share: a save that returns to the list, where the saved user
 * shows (the admin stays signed in), and a refusal said at its field, else above the form, or, for
 * an edit based on an old version, as the stale-record notice.
 */
export function useUserForm<In extends FieldValues, Out>(options: UserFormOptions<In, Out>) {
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const [isStale, setIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<In, unknown, Out>({ resolver: options.resolver, defaultValues: options.defaultValues });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      toast.success(await options.save(values));
      navigate(ROUTES.users);
    } catch (error) {
      if (isStaleRecord(error)) {
        setIsStale(true);
        return;
      }
      const refusals = fieldErrorsFor(fieldErrorsOf(error), options.fields);
      showAtFields(refusals, setError);
      // Said at its field (a taken e-mail, a too-short password), a refusal is not repeated above.
      setFormError(refusals.length > 0 ? null : options.errorMessage(describeQueryError(error)));
    }
  });

  return { field: fieldOf(register, errors), onSubmit, isSubmitting, formError, isStale };
}
