import { PUBLIC_LABELS } from '@visadesk/contract/plain';

/**
 * The loading state of a screen or a lazy chunk. Plain Bootstrap classes rather than the
 * react-bootstrap Spinner so it costs the public bundle nothing.
 */
export function PageSpinner({ label = PUBLIC_LABELS.loading }: { label?: string }) {
  return (
    <div className="page-spinner" role="status">
      <span className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
