import type { EnquiryApplication } from '@visadesk/contract';
import { countryNameIn, fill } from '@visadesk/contract/plain';
import { Icon } from '../../components/icons';
import { SizedImage } from '../../components/sized-image';
import { usePageWords } from '../page-words';
import { SummaryRow } from './summary-row';

/** Who the enquiry found: the photo, name, passport, nationality and status. */
export function ApplicantSummary({
  result,
  onImageError,
}: {
  result: EnquiryApplication;
  onImageError: () => void;
}) {
  const { locale, words } = usePageWords();
  const L = words.viewOne;
  const name = `${result.givenN} ${result.surname}`;
  return (
    <section className="portal-card applicant-summary" aria-label={L.applicant}>
      <div className="applicant-photo">
        {result.image ? (
          <SizedImage
            copies={result.image}
            shownWidth="112px"
            alt={fill(L.photoAlt, { name })}
            width={112}
            height={112}
            onError={onImageError}
          />
        ) : (
          <Icon name="user" size={48} />
        )}
      </div>
      <dl className="summary-list">
        <SummaryRow label={L.applicant} value={name} />
        <SummaryRow label={L.reference} value={<bdi dir="ltr">{result.reference}</bdi>} />
        <SummaryRow label={L.passport} value={<bdi dir="ltr">{result.passport}</bdi>} />
        <SummaryRow label={L.nationality} value={countryNameIn(locale, result.currentN)} />
        <SummaryRow label={L.status} value={words.statuses[result.isStatus]} />
      </dl>
    </section>
  );
}
