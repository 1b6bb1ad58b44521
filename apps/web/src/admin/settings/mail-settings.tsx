import {
  LABELS,
  MAIL_PREVIEW_VALUES,
  ROUTES,
  renderMail,
  type Settings,
  senderNameOf,
} from '@visadesk/contract/plain';
import { type ReactNode, useEffect } from 'react';
import { Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { useGetMailServerQuery } from '../../api/settings';
import { fieldOf } from '../components/form-binding';
import { GridField } from '../components/grid-field';
import { InlineTerm } from '../components/inline-term';
import type { SettingsFormValues } from './settings-values';

const L = LABELS.settings.mail;

/**
 * The status mail's switch, the one-time code's switch, sender name and templates (Settings > Mail).
 * Both switches need mail that works: until then they cannot be turned on, and say what to do (a
 * code switch already on can still be turned off).
 */
export function MailFields({
  register,
  setValue,
  errors,
  isDocumentCodeOn,
}: {
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  isDocumentCodeOn: boolean;
}) {
  const { data: server } = useGetMailServerQuery();
  // Unknown until the mail server has been read: left as the server answered the settings.
  const canMail = server?.isWorking ?? true;
  useEffect(() => {
    // A server changed since the form opened: status mails went off with it.
    if (!canMail) setValue('mail.statusMailsEnabled', false);
  }, [canMail, setValue]);
  const field = fieldOf(register, errors);
  return (
    <>
      <MailSwitch
        name="statusMailsEnabled"
        id="settings-mail-enabled"
        label={L.statusMailsEnabled}
        disabled={!canMail}
        hint={canMail ? undefined : L.statusMailsUnavailable}
        register={register}
        errors={errors}
      />
      <MailSwitch
        name="documentCodeRequired"
        id="settings-mail-documentCode"
        label={L.documentCodeRequired}
        disabled={!canMail && !isDocumentCodeOn}
        hint={
          <>
            {L.documentCodeHint} {!canMail && L.documentCodeUnavailable}
          </>
        }
        register={register}
        errors={errors}
      />
      <GridField
        id="settings-mail-senderName"
        label={L.senderName}
        hint={L.senderNameHint}
        field={field('mail.senderName')}
      />
      <MailTemplateFields
        field={field}
        subject={{ name: 'statusSubject', label: L.statusSubject }}
        body={{ name: 'statusBody', label: L.statusBody }}
      />
    </>
  );
}

/** A mail setting's on/off switch, its error below it, and a hint it is described by. */
export function MailSwitch({
  name,
  id,
  label,
  disabled,
  hint,
  register,
  errors,
}: {
  name: 'statusMailsEnabled' | 'documentCodeRequired' | 'reminderMailsEnabled';
  id: string;
  label: string;
  disabled?: boolean;
  hint?: ReactNode;
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const error = errors.mail?.[name];
  return (
    <div className="col-12 mb-3">
      <Form.Check
        type="switch"
        id={id}
        label={label}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        aria-invalid={error ? true : undefined}
        isInvalid={Boolean(error)}
        feedback={error?.message}
        feedbackType="invalid"
        {...register(`mail.${name}`)}
      />
      {hint && (
        <p id={`${id}-hint`} className="field-hint mb-0">
          {hint}
        </p>
      )}
    </div>
  );
}

type TemplateField = {
  name: 'statusSubject' | 'statusBody' | 'reminderSubject' | 'reminderBody';
  label: string;
};

/** A mail's template: its subject on one line, its message below across the form. */
export function MailTemplateFields({
  field,
  subject,
  body,
  subjectColumn,
}: {
  field: ReturnType<typeof fieldOf<SettingsFormValues>>;
  subject: TemplateField;
  body: TemplateField;
  subjectColumn?: string;
}) {
  return (
    <>
      <GridField
        column={subjectColumn}
        id={`settings-mail-${subject.name}`}
        label={subject.label}
        field={field(`mail.${subject.name}`)}
      />
      <GridField
        column="col-12"
        id={`settings-mail-${body.name}`}
        label={body.label}
        as="textarea"
        rows={7}
        field={field(`mail.${body.name}`)}
      />
    </>
  );
}

/** What each previewed mail is made of: its template, and the sentence under the title. */
const PREVIEWS = {
  status: {
    prefix: 'mail-preview',
    template: (mail: Settings['mail']) => [mail.statusSubject, mail.statusBody],
    note: L.previewNote(MAIL_PREVIEW_VALUES.name, MAIL_PREVIEW_VALUES.status),
  },
  reminder: {
    prefix: 'reminder-preview',
    template: (mail: Settings['mail']) => [mail.reminderSubject, mail.reminderBody],
    note: L.reminderPreviewNote(MAIL_PREVIEW_VALUES.name, MAIL_PREVIEW_VALUES.passportExpiry),
  },
} as const;

/**
 * A mail as an applicant would read it, rendered by the contract's function the server uses,
 * from the form's current values (the server links to its public address; the preview to this site).
 */
export function MailPreview({
  mail,
  siteName,
  kind = 'status',
}: {
  mail: Settings['mail'];
  siteName: string;
  kind?: keyof typeof PREVIEWS;
}) {
  const { prefix, template, note } = PREVIEWS[kind];
  const [subject, body] = template(mail);
  const values = {
    ...MAIL_PREVIEW_VALUES,
    siteName,
    enquiryUrl: `${window.location.origin}${ROUTES.enquiry}`,
  };
  const rendered = renderMail(subject ?? '', body ?? '', values);
  return (
    <section className="mail-preview col-12 mb-3" aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="form-section-title h6">
        {L.preview}
      </h3>
      <p className="field-hint">{note}</p>
      <div className="border rounded p-3 bg-body-tertiary">
        <dl className="mb-2 small">
          <InlineTerm term={L.previewFrom}>{senderNameOf(mail, siteName)}</InlineTerm>
          <InlineTerm term={L.previewSubject} testId={`${prefix}-subject`}>
            {rendered.subject}
          </InlineTerm>
        </dl>
        <div data-testid={`${prefix}-body`} style={{ whiteSpace: 'pre-wrap' }}>
          {rendered.text}
        </div>
      </div>
    </section>
  );
}
