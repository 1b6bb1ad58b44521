import { CASE_OFFICE_LABELS, REJECTION_LIMITS, ROLES } from '@visadesk/contract/plain';
import { Button, Form } from 'react-bootstrap';
import type { FieldErrors, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { Icon } from '../../components/icons';
import { SelectField } from '../../components/select-field';
import type { SettingsFormValues } from './settings-values';

const L = CASE_OFFICE_LABELS.settings;

/** `list` with the item at `from` moved to `to`. */
function moved(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as string);
  return next;
}

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
  const listError = errors.cases?.rejectionReasons;
  return (
    <>
      <div className="col-12 mb-3">
        <fieldset>
          <legend className="form-label fs-6">{L.reasons}</legend>
          <p className="field-hint">{L.reasonsHint}</p>
          <ol className="list-unstyled reason-list">
            {reasons.map((reason, i) => (
              <ReasonRow
                // biome-ignore lint/suspicious/noArrayIndexKey: the place is a reason's identity while it is renamed
                key={i}
                reason={reason}
                place={i}
                count={reasons.length}
                error={listError?.[i]?.message}
                onRename={(text) => change(reasons.map((r, j) => (j === i ? text : r)))}
                onMove={(to) => change(moved(reasons, i, to))}
                onRemove={() => change(reasons.filter((_, j) => j !== i))}
              />
            ))}
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

/** One reason: its text, up and down, and remove (never the last one). */
function ReasonRow({
  reason,
  place,
  count,
  error,
  onRename,
  onMove,
  onRemove,
}: {
  reason: string;
  place: number;
  count: number;
  error?: string;
  onRename: (text: string) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const n = place + 1;
  return (
    <li className="d-flex gap-2 align-items-start mb-2">
      <div className="flex-grow-1">
        <Form.Control
          aria-label={L.reason(n)}
          value={reason}
          maxLength={REJECTION_LIMITS.reasonLength}
          isInvalid={Boolean(error)}
          onChange={(e) => onRename(e.target.value)}
        />
        {error && <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>}
      </div>
      <Button
        variant="outline-secondary"
        size="sm"
        aria-label={L.moveUp(n)}
        disabled={place === 0}
        onClick={() => onMove(place - 1)}
      >
        ↑
      </Button>
      <Button
        variant="outline-secondary"
        size="sm"
        aria-label={L.moveDown(n)}
        disabled={place === count - 1}
        onClick={() => onMove(place + 1)}
      >
        ↓
      </Button>
      <Button
        variant="outline-danger"
        size="sm"
        aria-label={L.removeReason(n)}
        disabled={count <= REJECTION_LIMITS.reasons.min}
        onClick={onRemove}
      >
        <Icon name="trash" size={15} />
      </Button>
    </li>
  );
}
