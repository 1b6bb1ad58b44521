import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAIL_SECURITY,
  type MailServer,
  type MailServerFields,
  type MailServerInput,
  MailServerInputSchema,
} from '@visadesk/contract';
import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { type FieldErrors, type Resolver, type UseFormRegister, useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useSendTestMailMutation } from '../../api/outbox';
import { describeQueryError, fieldErrorsOf } from '../../api/query-error';
import { useGetMeQuery } from '../../api/session';
import { useGetMailServerQuery, useUpdateMailServerMutation } from '../../api/settings';
import { FormField } from '../../components/form-field';
import { PageSpinner } from '../../components/page-spinner';
import { SelectField } from '../../components/select-field';
import { formatDateTime } from '../../lib/dates';
import { fieldErrorsFor, fieldOf, showAtFields } from '../components/form-binding';
import { GridField } from '../components/grid-field';
import { TitledCard } from '../components/titled-card';
import { settingsErrorMessage } from './settings-values';

const L = LABELS.settings.mailServer;
const T = LABELS.settings.mail;

/** What the form holds: the port as typed, the password always empty (it is never sent back). */
type MailServerFormValues = Omit<MailServerInput, 'port'> & { port: string };
const FIELDS = ['host', 'port', 'security', 'user', 'password', 'fromAddress'] as const;

const formValues = (server: MailServer): MailServerFormValues => ({
  host: server.host,
  port: server.port === null ? '587' : String(server.port),
  security: server.security ?? 'starttls',
  user: server.user,
  password: '',
  clearPassword: false,
  fromAddress: server.fromAddress,
});

/**
 * Settings > Mail server (admins): where mails go out, and the test mail beside it. Set by the
 * server's own configuration, it is shown and not edited; else an admin fills it in, and a test
 * mail that goes through marks it as working, which status mails need.
 */
export function MailServerSettings() {
  const query = useGetMailServerQuery(undefined, { refetchOnMountOrArgChange: true });
  const server = query.data;
  return (
    <TitledCard
      id="mail-server-title"
      title={L.section}
      className="mt-4"
      headingClassName="form-section-title h5"
    >
      <p className="field-hint mt-n2 mb-3">{L.hint}</p>
      {!server && query.isError && (
        <div className="alert alert-danger" role="alert">
          {L.fetchError}
        </div>
      )}
      {!server && !query.isError && <PageSpinner />}
      {server && <ServerState server={server} />}
      {server?.source === 'configuration' && <TestMail canSend />}
      {server && server.source !== 'configuration' && (
        <MailServerForm key={server.updatedAt ?? 'none'} server={server} />
      )}
    </TitledCard>
  );
}

/** Whether mail works now, in words. */
function ServerState({ server }: { server: MailServer }) {
  if (server.source === 'configuration')
    return (
      <div className="alert alert-info" data-testid="mail-server-state">
        {L.byConfiguration(`${server.host}:${server.port}`, server.fromAddress)}
      </div>
    );
  const [variant, text] =
    server.source === 'none'
      ? ['warning', L.none]
      : server.isWorking
        ? ['success', L.working(formatDateTime(server.verifiedAt))]
        : ['warning', L.notWorking];
  return (
    <div className={`alert alert-${variant}`} data-testid="mail-server-state">
      {text}
    </div>
  );
}

function MailServerForm({ server }: { server: MailServer }) {
  const [updateMailServer] = useUpdateMailServerMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<MailServerFormValues, unknown, MailServerFields>({
    resolver: zodResolver(MailServerInputSchema) as unknown as Resolver<
      MailServerFormValues,
      unknown,
      MailServerFields
    >,
    defaultValues: formValues(server),
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await updateMailServer(values);
    if (result.data) {
      reset(formValues(result.data));
      toast.success(MESSAGES.mailServer.saved);
      return;
    }
    showAtFields(fieldErrorsFor(fieldErrorsOf(result.error), FIELDS), setError);
    toast.error(settingsErrorMessage(describeQueryError(result.error)));
  });

  return (
    <>
      <form noValidate onSubmit={onSubmit} aria-label={L.section}>
        <ServerFields register={register} errors={errors} hasPassword={server.hasPassword} />
        <div className="form-actions mb-3">
          <Button type="submit" variant="outline-primary" disabled={isSubmitting}>
            {isSubmitting ? L.saving : L.save}
          </Button>
        </div>
      </form>
      <TestMail canSend={server.source === 'settings' && !isDirty} />
    </>
  );
}

interface ServerFieldsProps {
  register: UseFormRegister<MailServerFormValues>;
  errors: FieldErrors<MailServerFormValues>;
  /** A password is saved: it is never shown, and may be cleared. */
  hasPassword: boolean;
}

/** Where mails go out: host, port and security, the sign-in, and the sender address. */
function ServerFields({ register, errors, hasPassword }: ServerFieldsProps) {
  const field = fieldOf(register, errors);
  return (
    <div className="row gx-3">
      <GridField
        id="mail-server-host"
        label={L.host}
        hint={L.hostHint}
        spellCheck={false}
        autoComplete="off"
        field={field('host')}
      />
      <GridField
        column="col-md-2"
        id="mail-server-port"
        label={L.port}
        inputMode="numeric"
        field={field('port')}
      />
      <div className="col-md-4">
        <SelectField id="mail-server-security" label={L.security} {...field('security')}>
          {MAIL_SECURITY.map((security) => (
            <option key={security} value={security}>
              {L.securityOptions[security]}
            </option>
          ))}
        </SelectField>
      </div>
      <GridField
        id="mail-server-user"
        label={L.user}
        autoComplete="off"
        spellCheck={false}
        field={field('user')}
      />
      <div className="col-md-6">
        <FormField
          id="mail-server-password"
          label={L.password}
          type="password"
          autoComplete="new-password"
          hint={hasPassword ? L.passwordSaved : undefined}
          {...field('password')}
        />
        {hasPassword && (
          <Form.Check
            type="checkbox"
            id="mail-server-clearPassword"
            className="mb-3"
            label={L.clearPassword}
            {...register('clearPassword')}
          />
        )}
      </div>
      <GridField
        id="mail-server-fromAddress"
        label={L.fromAddress}
        hint={L.fromAddressHint}
        type="email"
        spellCheck={false}
        field={field('fromAddress')}
      />
    </div>
  );
}

/**
 * Sends a test mail now, through the saved mail server, to an address the admin gives (their own
 * at first), and shows what the mail server answered in plain words.
 */
export function TestMail({ canSend }: { canSend: boolean }) {
  const { data: me } = useGetMeQuery();
  const [typed, setTo] = useState<string | undefined>();
  const to = typed ?? me?.email ?? '';
  const [sendTestMail, { isLoading }] = useSendTestMailMutation();
  const [result, setResult] = useState<{ isSent: boolean; message: string } | null>(null);

  async function send() {
    setResult(null);
    const outcome = await sendTestMail({ to });
    if (outcome.data) setResult({ isSent: outcome.data.sent, message: outcome.data.message });
    else setResult({ isSent: false, message: settingsErrorMessage(describeQueryError(outcome.error)) });
  }

  return (
    <div>
      <Form.Label htmlFor="settings-test-mail-to">{T.testTo}</Form.Label>
      <div className="d-flex flex-wrap gap-2 mb-2">
        <Form.Control
          id="settings-test-mail-to"
          type="email"
          autoComplete="email"
          className="flex-grow-1 w-auto"
          value={to}
          aria-describedby={canSend ? undefined : 'settings-test-mail-hint'}
          onChange={(event) => setTo(event.target.value)}
        />
        <Button
          type="button"
          variant="outline-primary"
          disabled={isLoading || !canSend}
          onClick={() => void send()}
        >
          {isLoading ? T.sendingTest : T.sendTest}
        </Button>
      </div>
      {!canSend && (
        <p id="settings-test-mail-hint" className="field-hint">
          {T.testNeedsSave}
        </p>
      )}
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
