import { zodResolver } from '@hookform/resolvers/zod';
import { MESSAGES, type Settings, type SettingsFields, SettingsInputSchema } from '@visadesk/contract';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { useUpdateSettingsMutation } from '../../api/settings';
import { fieldErrorsFor, showAtFields } from '../components/form-binding';
import {
  SETTINGS_FIELDS,
  type SettingsFormValues,
  settingsErrorMessage,
  settingsFormValues,
} from './settings-values';

/**
 * The settings form's state and its save: the contract's schema checks it, PUT saves it on the
 * version it was loaded at, a toast reports either way, and a stale save is flagged for a reload.
 */
export function useSettingsForm(settings: Settings) {
  const [updateSettings] = useUpdateSettingsMutation();
  // The version the next save is based on: the loaded one, then each save's own.
  const [version, setVersion] = useState(settings.updatedAt);
  const [isStale, setIsStale] = useState(false);
  const form = useForm<SettingsFormValues, unknown, SettingsFields>({
    resolver: zodResolver(SettingsInputSchema) as unknown as Resolver<
      SettingsFormValues,
      unknown,
      SettingsFields
    >,
    defaultValues: settingsFormValues(settings),
  });
  const { handleSubmit, setError, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateSettings({ body: values, version });
    if (result.data) {
      setVersion(result.data.updatedAt);
      reset(settingsFormValues(result.data));
      toast.success(MESSAGES.settings.updated);
      return;
    }
    if (isStaleRecord(result.error)) {
      setIsStale(true);
      return;
    }
    showAtFields(fieldErrorsFor(fieldErrorsOf(result.error), SETTINGS_FIELDS), setError);
    toast.error(settingsErrorMessage(describeQueryError(result.error)));
  });

  return { form, onSubmit, isStale };
}
