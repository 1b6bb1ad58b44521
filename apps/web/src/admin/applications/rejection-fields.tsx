import type { RejectBody } from '@visadesk/contract';
import { CASE_OFFICE_LABELS, REJECTION_LIMITS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';

const R = CASE_OFFICE_LABELS.rejection;
export type Rejection = { reason: string; note: string; shared: boolean };
export const NO_REJECTION: Rejection = { reason: '', note: '', shared: false };

/** The rejection as PUT reject takes it: empty reason and note left out. */
export const rejectBody = ({ reason, note, shared }: Rejection): RejectBody => ({
  ...(reason ? { reason } : {}),
  ...(note.trim() ? { note: note.trim() } : {}),
  shared,
});

/**
 * In the Reject confirmation: one of the office's reasons (Settings > Cases), a note, and whether
 * the applicant sees them on the status check, the printout and the status mail.
 */
export function RejectionFields({
  reasons,
  value,
  onChange,
}: {
  reasons: readonly string[];
  value: Rejection;
  onChange: (value: Rejection) => void;
}) {
  return (
    <div className="rejection-fields">
      <Form.Group className="mb-3" controlId="rejection-reason">
        <Form.Label>{R.reason}</Form.Label>
        <Form.Select value={value.reason} onChange={(e) => onChange({ ...value, reason: e.target.value })}>
          <option value="">{R.chooseReason}</option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="rejection-note">
        <Form.Label>{R.note}</Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={REJECTION_LIMITS.noteMax}
          value={value.note}
          aria-describedby="rejection-note-hint"
          onChange={(e) => onChange({ ...value, note: e.target.value })}
        />
        <Form.Text id="rejection-note-hint">{R.noteHint}</Form.Text>
      </Form.Group>
      <Form.Check
        id="rejection-shared"
        type="switch"
        label={R.shared}
        checked={value.shared}
        aria-describedby="rejection-shared-hint"
        onChange={(e) => onChange({ ...value, shared: e.target.checked })}
      />
      <Form.Text id="rejection-shared-hint" className="d-block mb-3">
        {R.sharedHint}
      </Form.Text>
    </div>
  );
}
