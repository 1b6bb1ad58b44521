import type { SettingsFields } from '@visadesk/contract';
import {
  LABELS,
  MAIL_PREVIEW_VALUES,
  ROUTES,
  renderMail,
  type Settings,
  senderNameOf,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useSendTestMailMutation } from '../../api/outbox';
import { describeQueryError } from '../../api/query-error';
import { FormField } from '../../components/form-field';
import { type SettingsFormValues, settingsErrorMessage } from './settings-values';

const L = LABELS.settings.mail;

/** The status mail's switch, the one-time code's switch, sender name and templates (Settings > Mail). */
export function MailFields({
  register,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFields>['mail'];
}) {
  return (
    <>
      <div className="col-12 mb-3">
        <Form.Check
          type="switch"
          id="settings-mail-enabled"
          label={L.statusMailsEnabled}
          {...register('mail.statusMailsEnabled')}
        />
      </div>
      <div className="col-12 mb-3">
        <Form.Check
          type="switch"
          id="settings-mail-documentCode"
          label={L.documentCodeRequired}
          aria-describedby="settings-mail-documentCode-hint"
          aria-invalid={errors?.documentCodeRequired ? true : undefined}
          isInvalid={Boolean(errors?.documentCodeRequired)}
          feedback={errors?.documentCodeRequired?.message}
          feedbackType="invalid"
          {...register('mail.documentCodeRequired')}
        />
        <p id="settings-mail-documentCode-hint" className="field-hint mb-0">
          {L.documentCodeHint}
        </p>
      </div>
      <div className="col-md-6">
        <FormField
          id="settings-mail-senderName"
          label={L.senderName}
          hint={L.senderNameHint}
          registration={register('mail.senderName')}
          error={errors?.senderName?.message}
        />
      </div>
      <div className="col-md-6">
        <FormField
          id="settings-mail-statusSubject"
          label={L.statusSubject}
          registration={register('mail.statusSubject')}
          error={errors?.statusSubject?.message}
        />
      </div>
      <div className="col-12">
        <FormField
          id="settings-mail-statusBody"
          label={L.statusBody}
          as="textarea"
          rows={7}
          registration={register('mail.statusBody')}
          error={errors?.statusBody?.message}
        />
      </div>
    </>
  );
}

/**
 * The mail as an applicant would read it, rendered by the contract's function the server uses,
 * from the form's current values (the server links to its PUBLIC_URL; the preview to this site).
 */
export function MailPreview({ mail, siteName }: { mail: Settings['mail']; siteName: string }) {
  const values = {
    ...MAIL_PREVIEW_VALUES,
    siteName,
    enquiryUrl: `${window.location.origin}${ROUTES.enquiry}`,
  };
  const rendered = renderMail(mail.statusSubject, mail.statusBody, values);
  return (
    <section className="mail-preview col-12 mb-3" aria-labelledby="mail-preview-title">
      <h3 id="mail-preview-title" className="form-section-title h6">
        {L.preview}
      </h3>
      <p className="field-hint">{L.previewNote(values.name, values.status)}</p>
      <div className="border rounded p-3 bg-body-tertiary">
        <dl className="mb-2 small">
          <div>
            <dt className="d-inline">{L.previewFrom}: </dt>
            <dd className="d-inline">{senderNameOf(mail, siteName)}</dd>
          </div>
          <div>
            <dt className="d-inline">{L.previewSubject}: </dt>
            <dd className="d-inline" data-testid="mail-preview-subject">
              {rendered.subject}
            </dd>
          </div>
        </dl>
        <div data-testid="mail-preview-body" style={{ whiteSpace: 'pre-wrap' }}>
          {rendered.text}
        </div>
      </div>
    </section>
  );
}

/** Sends a test mail now and shows what the mail server answered. */
export function TestMail() {
  const [to, setTo] = useState('');
  const [sendTestMail, { isLoading }] = useSendTestMailMutation();
  const [result, setResult] = useState<{ isSent: boolean; message: string } | null>(null);

  async function send() {
    setResult(null);
    const outcome = await sendTestMail({ to });
    if (outcome.data) setResult({ isSent: outcome.data.sent, message: outcome.data.message });
    else setResult({ isSent: false, message: settingsErrorMessage(describeQueryError(outcome.error)) });
  }

  return (
    <div className="col-12">
      <Form.Label htmlFor="settings-test-mail-to">{L.testTo}</Form.Label>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Form.Control
          id="settings-test-mail-to"
          type="email"
          autoComplete="email"
          className="flex-grow-1 w-auto"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button type="button" variant="outline-primary" disabled={isLoading} onClick={() => void send()}>
          {isLoading ? L.sendingTest : L.sendTest}
        </Button>
      </div>
      {result && (
        <div
          className={`alert ${result.isSent ? 'alert-success' : 'alert-warning'} text-break`}
          role="status"
        >
          {result.message}
        </div>
      )}
    </div>
  );
}
