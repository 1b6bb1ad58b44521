import type { EnquiryApplication } from '@visadesk/contract';
import { fill } from '@visadesk/contract/plain';
import { formatDate } from '../../lib/dates';
import { ENGLISH_WORDS, type PageWords } from '../page-words';

/** What the status means for the applicant and what happens next, in plain words. */
export function statusExplanation(
  result: Pick<EnquiryApplication, 'isStatus' | 'approve'>,
  { locale, words }: PageWords = ENGLISH_WORDS,
): readonly string[] {
  const L = words.viewOne;
  switch (result.isStatus) {
    case 'approved':
      return L.approved.map((line) => fill(line, { date: formatDate(result.approve, undefined, locale) }));
    case 'rejected':
      return L.rejected;
    default:
      return L.pending;
  }
}
