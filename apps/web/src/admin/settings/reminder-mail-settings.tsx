import { LABELS, REMINDER_DAYS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldOf } from '../components/form-binding';
import { GridField } from '../components/grid-field';
import { MailTemplateFields } from './mail-settings';
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
      <div className="col-12 mb-3">
        <Form.Check
          type="switch"
          id="settings-mail-reminderMailsEnabled"
          label={L.reminderMailsEnabled}
          aria-invalid={errors.mail?.reminderMailsEnabled ? true : undefined}
          isInvalid={Boolean(errors.mail?.reminderMailsEnabled)}
          feedback={errors.mail?.reminderMailsEnabled?.message}
          feedbackType="invalid"
          {...register('mail.reminderMailsEnabled')}
        />
      </div>
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
