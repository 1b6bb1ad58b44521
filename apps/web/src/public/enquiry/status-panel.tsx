import type { EnquiryApplication } from '@visadesk/contract';
import { fill } from '@visadesk/contract/plain';
import { Icon, type IconName } from '../../components/icons';
import { usePageWords } from '../page-words';
import { statusExplanation } from './status-explanation';

const ICONS: Record<EnquiryApplication['isStatus'], IconName> = {
  pending: 'clock',
  approved: 'check',
  rejected: 'xCircle',
};

/** The status in plain words with what happens next (pending, approved or rejected). */
export function StatusPanel({ result }: { result: EnquiryApplication }) {
  const pageWords = usePageWords();
  const L = pageWords.words.viewOne;
  const [headline, ...details] = statusExplanation(result, pageWords);
  return (
    <section className={`status-panel status-panel-${result.isStatus}`} aria-labelledby="status-title">
      <Icon name={ICONS[result.isStatus]} size={32} className="status-panel-icon" />
      <div>
        <h2 id="status-title" className="status-panel-title">
          {fill(L.statusHeading, { status: pageWords.words.statuses[result.isStatus] })}
        </h2>
        <p className="status-panel-headline">{headline}</p>
        {details.map((line) => (
          <p key={line}>{line}</p>
        ))}
        {/* Only what the office chose to share: the API leaves them null otherwise. */}
        {result.rejectionReason && (
          <p className="status-panel-reason">
            <strong>{L.reason}:</strong> {result.rejectionReason}
          </p>
        )}
        {result.rejectionNote && <p className="status-panel-note">{result.rejectionNote}</p>}
      </div>
    </section>
  );
}
