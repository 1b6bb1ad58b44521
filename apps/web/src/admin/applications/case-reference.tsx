import { CASE_OFFICE_LABELS } from '@visadesk/contract/plain';
import { Button } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { Icon } from '../../components/icons';

const L = CASE_OFFICE_LABELS;

/**
 * The case's reference, large enough to read out on the phone, with a button that copies it (on
 * screen; the applicant copy prints it).
 */
export function CaseReference({ reference }: { reference: string }) {
  async function copy() {
    await navigator.clipboard?.writeText(reference);
    toast.success(L.referenceCopied);
  }
  return (
    <p className="case-reference d-print-none">
      <span className="case-reference-label">{L.reference}</span>
      <span className="case-reference-value font-monospace">{reference}</span>
      <Button
        variant="link"
        size="sm"
        className="p-0"
        aria-label={L.copyReference}
        title={L.copyReference}
        onClick={() => void copy()}
      >
        <Icon name="copy" size={16} />
      </Button>
    </p>
  );
}
