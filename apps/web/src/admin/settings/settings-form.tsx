import { zodResolver } from '@hookform/resolvers/zod';
import {
  LABELS,
  MESSAGES,
  type Settings,
  type SettingsFields,
  SettingsInputSchema,
  SOCIAL_NETWORKS,
} from '@visadesk/contract';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-bootstrap';
import { type FieldError, type Resolver, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { isStaleRecord } from '../../api/record-version';
import { useUpdateSettingsMutation } from '../../api/settings';
import { FormField } from '../../components/form-field';
import { SelectField } from '../../components/select-field';
import { fieldErrorsFor, showAtFields } from '../components/form-binding';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { MailFields, MailPreview } from './mail-settings';
import {
  SETTINGS_FIELDS,
  type SettingsField,
  type SettingsFormValues,
  settingsErrorMessage,
  settingsFormValues,
  timeZoneOptions,
} from './settings-values';

const L = LABELS.settings;
const F = L.fields;

/** The settings form: the contract's schema checks it, PUT saves it, a toast reports either way. */
export function SettingsForm({
  settings,
  onReload,
}: {
  settings: Settings;
  onReload: () => Promise<boolean>;
}) {
  const [updateSettings] = useUpdateSettingsMutation();
  // The version the next save is based on: the loaded one, then each save's own.
  const [version, setVersion] = useState(settings.updatedAt);
  const [isStale, setIsStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<SettingsFormValues, unknown, SettingsFields>({
    resolver: zodResolver(SettingsInputSchema) as unknown as Resolver<
      SettingsFormValues,
      unknown,
      SettingsFields
    >,
    defaultValues: settingsFormValues(settings),
  });

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

  // `name` is the field's label key; `path` where the form (and the server's errors) keep it.
  const text = (
    name: keyof typeof F,
    error: FieldError | undefined,
    extra: Partial<Parameters<typeof FormField>[0]> = {},
    path: SettingsField = name as SettingsField,
  ) => (
    <FormField
      id={`settings-${name}`}
      label={F[name]}
      registration={register(path)}
      error={error?.message}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} className="card admin-card">
      <div className="card-body">
        {isStale && <StaleRecordNotice onReload={onReload} />}
        <Section title={L.sections.site}>
          <div className="col-md-6">
            {text('siteName', errors.siteName, { autoComplete: 'organization' })}
          </div>
          <div className="col-md-6">{text('tagline', errors.tagline)}</div>
        </Section>
        <Section title={L.sections.contact}>
          <div className="col-md-6">
            {text('contactEmail', errors.contactEmail, { type: 'email', autoComplete: 'email' })}
          </div>
          <div className="col-md-6">{text('phone', errors.phone, { type: 'tel', autoComplete: 'tel' })}</div>
          <div className="col-md-6">{text('address', errors.address, { as: 'textarea', rows: 3 })}</div>
          <div className="col-md-6">{text('officeHours', errors.officeHours)}</div>
          <div className="col-md-6">
            <SelectField
              id="settings-timeZone"
              label={F.timeZone}
              registration={register('timeZone')}
              error={errors.timeZone?.message}
            >
              {timeZoneOptions(settings.timeZone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </SelectField>
            <p className="field-hint mt-n2">{L.timeZoneHint}</p>
          </div>
        </Section>
        <Section title={L.sections.social} note={L.urlHint}>
          {SOCIAL_NETWORKS.map((network) => (
            <div className="col-md-6" key={network}>
              {text(
                network,
                errors.social?.[network],
                { type: 'url', spellCheck: false },
                `social.${network}`,
              )}
            </div>
          ))}
        </Section>
        <Section title={L.sections.links}>
          <div className="col-12">
            {text('eligibilityUrl', errors.eligibilityUrl, {
              type: 'url',
              hint: L.eligibilityHint,
              spellCheck: false,
            })}
          </div>
        </Section>
        <Section title={L.mail.section} note={L.mail.hint}>
          <MailFields
            register={register}
            setValue={setValue}
            errors={errors}
            isDocumentCodeOn={settings.mail.documentCodeRequired}
          />
          <MailPreview mail={watch('mail')} siteName={watch('siteName')} />
        </Section>
        <div className="form-actions">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? L.saving : L.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

function Section({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section-title">{title}</legend>
      {note && <p className="field-hint mt-n2 mb-3">{note}</p>}
      <div className="row gx-3">{children}</div>
    </fieldset>
  );
}
