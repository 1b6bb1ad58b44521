import type { ConfirmFactorInput } from '@visadesk/contract';
import { MESSAGES, TWO_FACTOR_LABELS } from '@visadesk/contract/plain';
import { type FormEvent, useState } from 'react';
import { Button, Form } from 'react-bootstrap';

const L = TWO_FACTOR_LABELS.card;

/**
 * The password or a current code, before new recovery codes or turning the code off: an open
 * session alone (a browser left unlocked) cannot change the second factor.
 */
export function ConfirmFactorForm({
  submitLabel,
  isDestructive,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  isDestructive: boolean;
  /** Undefined when done, else the reason to show. */
  onSubmit: (body: ConfirmFactorInput) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '' && code.trim() === '') return setError(MESSAGES.twoFactor.confirmRequired);
    setIsBusy(true);
    const reason = await onSubmit(code.trim() !== '' ? { code: code.trim() } : { password });
    setIsBusy(false);
    setError(reason ?? null);
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <p className="text-body-secondary">{L.confirmIntro}</p>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      <div className="row gx-3">
        <Form.Group className="col-md-6 mb-3" controlId="two-factor-password">
          <Form.Label>{L.password}</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Form.Group>
        <Form.Group className="col-md-6 mb-3" controlId="two-factor-code">
          <Form.Label>{L.orCode}</Form.Label>
          <Form.Control
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Form.Group>
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" variant={isDestructive ? 'danger' : 'primary'} disabled={isBusy}>
          {submitLabel}
        </Button>
        <Button variant="outline-secondary" onClick={onCancel}>
          {L.cancel}
        </Button>
      </div>
    </Form>
  );
}
