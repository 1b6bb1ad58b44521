import {
  CASE_OFFICE_LABELS,
  LABELS,
  type Settings,
  SOCIAL_NETWORKS,
  TWO_FACTOR_LABELS,
} from '@visadesk/contract';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField } from '../../components/select-field';
import { type BoundField, fieldOf } from '../components/form-binding';
import { GridField } from '../components/grid-field';
import { StaleRecordNotice } from '../components/stale-record-notice';
import { CaseSettingsFields } from './case-settings';
import { MailFields, MailPreview } from './mail-settings';
import { ReminderMailFields } from './reminder-mail-settings';
import { RetentionFields } from './retention-settings';
import { SecurityFields } from './security-settings';
import { type SettingsFormValues, timeZoneOptions } from './settings-values';
import { useSettingsForm } from './use-settings-form';

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
  const { form, onSubmit, isStale } = useSettingsForm(settings);
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <form noValidate onSubmit={onSubmit} className="card admin-card">
      <div className="card-body">
        {isStale && <StaleRecordNotice onReload={onReload} />}
        <SiteFields register={register} errors={errors} savedTimeZone={settings.timeZone} />
        <Section title={L.mail.section} note={L.mail.hint}>
          <MailFields
            register={register}
            setValue={setValue}
            errors={errors}
            isDocumentCodeOn={settings.mail.documentCodeRequired}
          />
          <MailPreview mail={watch('mail')} siteName={watch('siteName')} />
        </Section>
        <Section title={L.mail.reminderSection} note={L.mail.reminderHint}>
          <ReminderMailFields register={register} errors={errors} />
          <MailPreview kind="reminder" mail={watch('mail')} siteName={watch('siteName')} />
        </Section>
        <Section title={CASE_OFFICE_LABELS.settings.section}>
          <CaseSettingsFields
            reasons={watch('cases.rejectionReasons')}
            register={register}
            setValue={setValue}
            errors={errors}
          />
        </Section>
        <Section title={LABELS.recentlyDeleted.settings.title}>
          <RetentionFields register={register} errors={errors} />
        </Section>
        <Section title={TWO_FACTOR_LABELS.settings.section} note={TWO_FACTOR_LABELS.settings.hint}>
          <SecurityFields register={register} errors={errors} />
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

/** The site's own sections: its name, the office's contact details, social links and links. */
function SiteFields({
  register,
  errors,
  savedTimeZone,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  /** Kept among the choices even when this browser does not know it. */
  savedTimeZone: string;
}) {
  const field = fieldOf(register, errors);
  return (
    <>
      <Section title={L.sections.site}>
        <GridField
          id="settings-siteName"
          label={F.siteName}
          autoComplete="organization"
          field={field('siteName')}
        />
        <GridField id="settings-tagline" label={F.tagline} field={field('tagline')} />
      </Section>
      <Section title={L.sections.contact}>
        <GridField
          id="settings-contactEmail"
          label={F.contactEmail}
          type="email"
          autoComplete="email"
          field={field('contactEmail')}
        />
        <GridField id="settings-phone" label={F.phone} type="tel" autoComplete="tel" field={field('phone')} />
        <GridField id="settings-address" label={F.address} as="textarea" rows={3} field={field('address')} />
        <GridField id="settings-officeHours" label={F.officeHours} field={field('officeHours')} />
        <TimeZoneField field={field('timeZone')} savedTimeZone={savedTimeZone} />
      </Section>
      <Section title={L.sections.social} note={L.urlHint}>
        {SOCIAL_NETWORKS.map((network) => (
          <GridField
            key={network}
            id={`settings-${network}`}
            label={F[network]}
            type="url"
            spellCheck={false}
            field={field(`social.${network}`)}
          />
        ))}
      </Section>
      <Section title={L.sections.links}>
        <GridField
          column="col-12"
          id="settings-eligibilityUrl"
          label={F.eligibilityUrl}
          type="url"
          hint={L.eligibilityHint}
          spellCheck={false}
          field={field('eligibilityUrl')}
        />
      </Section>
    </>
  );
}

/** The office's time zone, as a choice of the zones this browser knows. */
function TimeZoneField({ field, savedTimeZone }: { field: BoundField; savedTimeZone: string }) {
  return (
    <div className="col-md-6">
      <SelectField id="settings-timeZone" label={F.timeZone} {...field}>
        {timeZoneOptions(savedTimeZone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </SelectField>
      <p className="field-hint mt-n2">{L.timeZoneHint}</p>
    </div>
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
