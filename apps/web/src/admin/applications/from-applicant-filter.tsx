import { UPLOAD_LINK, UPLOAD_LINK_LABELS } from '@visadesk/contract/plain';
import { Form } from 'react-bootstrap';

/** The list narrowed to what applicants sent through upload links lately. */
export function FromApplicantFilter({
  value,
  onChange,
}: {
  value: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <Form.Check
      id="from-applicant-filter"
      className="list-toggle"
      label={UPLOAD_LINK_LABELS.fromApplicant(UPLOAD_LINK.newForDays)}
      checked={value}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
