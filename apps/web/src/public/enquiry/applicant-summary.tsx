import type { EnquiryApplication } from '@visadesk/contract';
import { APPLICATION_STATUS_LABELS, countryName, ENQUIRY_LABELS } from '@visadesk/contract/plain';
import { Icon } from '../../components/icons';
import { SizedImage } from '../../components/sized-image';
import { SummaryRow } from './summary-row';

const L = ENQUIRY_LABELS.viewOne;

/** Who the enquiry found: the photo, name, passport, nationality and status. */
export function ApplicantSummary({
  result,
  onImageError,
}: {
  result: EnquiryApplication;
  onImageError: () => void;
}) {
  const name = `${result.givenN} ${result.surname}`;
  return (
    <section className="portal-card applicant-summary" aria-label={L.applicant}>
      <div className="applicant-photo">
        {result.image ? (
          <SizedImage
            copies={result.image}
            shownWidth="112px"
            alt={L.photoAlt(name)}
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
        <SummaryRow label={L.reference} value={result.reference} />
        <SummaryRow label={L.passport} value={result.passport} />
        <SummaryRow label={L.nationality} value={countryName(result.currentN)} />
        <SummaryRow label={L.status} value={APPLICATION_STATUS_LABELS[result.isStatus]} />
      </dl>
    </section>
  );
}
