import { CASE_OFFICE_LABELS, REJECTION_LIMITS, ROLES } from '@visadesk/contract/plain';
import { Button, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Icon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
import type { SettingsFormValues } from './settings-values';

const L = CASE_OFFICE_LABELS.settings;

/**
 * Settings > Cases: the reasons a rejection is chosen from (an admin adds, renames, removes and
 * reorders them; the contract's schema checks 1 to 30 of 1 to 120 characters, each once), and the
 * lowest role that may delete an application.
 */
export function CaseSettingsFields({
  reasons,
  register,
  setValue,
  errors,
}: {
  reasons: string[];
  register: UseFormRegister<SettingsFormValues>;
  setValue: UseFormSetValue<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const change = (next: string[]) =>
    setValue('cases.rejectionReasons', next, { shouldDirty: true, shouldValidate: false });
  const move = (from: number, to: number) => {
    const next = [...reasons];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved as string);
    change(next);
  };
  const listError = errors.cases?.rejectionReasons;
  return (
    <>
      <div className="col-12 mb-3">
        <fieldset>
          <legend className="form-label fs-6">{L.reasons}</legend>
          <p className="field-hint">{L.reasonsHint}</p>
          <ol className="list-unstyled reason-list">
            {reasons.map((reason, i) => {
              const n = i + 1;
              const error = listError?.[i]?.message;
              return (
                // The place is the reason's identity while it is being renamed.
                // biome-ignore lint/suspicious/noArrayIndexKey: reasons are edited in place
                <li key={i} className="d-flex gap-2 align-items-start mb-2">
                  <div className="flex-grow-1">
                    <Form.Control
                      aria-label={L.reason(n)}
                      value={reason}
                      maxLength={REJECTION_LIMITS.reasonLength}
                      isInvalid={Boolean(error)}
                      onChange={(e) => change(reasons.map((r, j) => (j === i ? e.target.value : r)))}
                    />
                    {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
                  </div>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    aria-label={L.moveUp(n)}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="outline-secondary"
                    size="sm"
                    aria-label={L.moveDown(n)}
                    disabled={i === reasons.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="outline-danger"
                    size="sm"
                    aria-label={L.removeReason(n)}
                    disabled={reasons.length <= REJECTION_LIMITS.reasons.min}
                    onClick={() => change(reasons.filter((_, j) => j !== i))}
                  >
                    <Icon name="trash" size={15} />
                  </Button>
                </li>
              );
            })}
          </ol>
          {listError?.message && <p className="text-danger small">{listError.message}</p>}
          <Button
            variant="outline-primary"
            size="sm"
            disabled={reasons.length >= REJECTION_LIMITS.reasons.max}
            onClick={() => change([...reasons, ''])}
          >
            <Icon name="plus" size={15} />
            {L.addReason}
          </Button>
        </fieldset>
      </div>
      <div className="col-md-6">
        <SelectField
          id="settings-deleteRole"
          label={L.deleteRole}
          registration={register('cases.deleteRole')}
          error={errors.cases?.deleteRole?.message}
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {L.deleteRoles[role]}
            </option>
          ))}
        </SelectField>
        <p className="field-hint mt-n2">{L.deleteRoleHint}</p>
      </div>
    </>
  );
}
