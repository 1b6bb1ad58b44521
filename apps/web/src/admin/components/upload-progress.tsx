import { LABELS } from '@visadesk/contract/plain';

/** The upload's progress bar, announced to screen readers as a percentage. */
export function UploadProgress({
  value,
  label = LABELS.applications.uploadProgress,
}: {
  value: number | null;
  label?: string;
}) {
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <div
      className="progress upload-progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <div
        className="progress-bar progress-bar-striped progress-bar-animated"
        style={{ width: `${percent}%` }}
      >
        {percent}%
      </div>
    </div>
  );
}
