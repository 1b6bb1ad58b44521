import type { EnquiryApplication } from '@visadesk/contract';
import { ENQUIRY_LABELS } from '@visadesk/contract/plain';
import { formatDate } from '../../lib/dates';

const L = ENQUIRY_LABELS.viewOne;

/** What the status means for the applicant and what happens next, in plain words. */
export function statusExplanation(
  result: Pick<EnquiryApplication, 'isStatus' | 'approve'>,
): readonly string[] {
  switch (result.isStatus) {
    case 'approved':
      return L.approved(formatDate(result.approve));
    case 'rejected':
      return L.rejected;
    default:
      return L.pending;
  }
}
