import { LABELS, REMINDER_DAYS } from '@visadesk/contract/plain';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldOf } from '../components/form-binding';
import { GridField } from '../components/grid-field';
import { MailSwitch, MailTemplateFields } from './mail-settings';
import type { SettingsFormValues } from './settings-values';

const L = LABELS.settings.mail;

/** Settings > Passport reminder: the switch, how many days ahead, and the mail's template. */
export function ReminderMailFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const field = fieldOf(register, errors);
  return (
    <>
      <MailSwitch
        name="reminderMailsEnabled"
        id="settings-mail-reminderMailsEnabled"
        label={L.reminderMailsEnabled}
        register={register}
        errors={errors}
      />
      <GridField
        column="col-md-4"
        id="settings-mail-reminderDays"
        label={L.reminderDays}
        type="number"
        inputMode="numeric"
        min={REMINDER_DAYS.min}
        max={REMINDER_DAYS.max}
        step={1}
        field={{
          registration: register('mail.reminderDays', { valueAsNumber: true }),
          error: errors.mail?.reminderDays?.message,
        }}
      />
      <MailTemplateFields
        field={field}
        subjectColumn="col-md-8"
        subject={{ name: 'reminderSubject', label: L.reminderSubject }}
        body={{ name: 'reminderBody', label: L.reminderBody }}
      />
    </>
  );
}
