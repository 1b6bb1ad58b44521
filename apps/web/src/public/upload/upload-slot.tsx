import { UPLOAD_LINK_LABELS, UPLOAD_LINK_MESSAGES } from '@visadesk/contract/plain';
import { useState } from 'react';
import { type LinkProof, type SendProgress, sendFile } from './send-file';
import { shrinkImage } from './shrink-image';

const L = UPLOAD_LINK_LABELS.page;

type Slot = { key: string; label: string; received: boolean };

/** What one slot's row shows: its input, then its progress, then the outcome. */
type RowState = { kind: 'idle' } | { kind: 'preparing' } | SendProgress;

/**
 * One document asked for: a file input that opens the camera on a phone, the photo shrunk before
 * it is sent, a progress bar, and the sending carried on by itself after a dropped connection.
 */
export function UploadSlot({
  slot,
  proof,
  onReceived,
}: {
  slot: Slot;
  proof: LinkProof;
  onReceived: (page: unknown) => void;
}) {
  const [state, setState] = useState<RowState>({ kind: 'idle' });
  const inputId = `upload-${slot.key}`;
  const isBusy = state.kind === 'preparing' || state.kind === 'sending' || state.kind === 'retrying';

  async function send(file: File) {
    setState({ kind: 'preparing' });
    const blob = await shrinkImage(file);
    await sendFile(slot.key, blob, proof, (progress) => {
      setState(progress);
      if (progress.kind === 'done') onReceived(progress.body);
    });
  }

  // A file whose answer was lost on the way back arrived all the same: sent again, it is refused so.
  const isReceived =
    slot.received ||
    state.kind === 'done' ||
    (state.kind === 'refused' && state.message === UPLOAD_LINK_MESSAGES.slotReceived);
  if (isReceived)
    return (
      <li className="upload-slot is-received">
        <span className="upload-slot-label">{slot.label}</span>
        <span className="upload-slot-state text-success">{L.received}</span>
      </li>
    );

  const percent = state.kind === 'sending' ? state.percent : state.kind === 'retrying' ? 0 : null;
  return (
    <li className="upload-slot">
      <label htmlFor={inputId} className="upload-slot-label">
        {slot.label}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,application/pdf"
        capture="environment"
        className="form-control"
        disabled={isBusy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
      {percent !== null && (
        <div
          className="upload-progress"
          role="progressbar"
          aria-label={slot.label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="upload-progress-bar" style={{ width: `${percent}%` }} />
        </div>
      )}
      <p className="upload-slot-state" role="status">
        {state.kind === 'preparing' && L.waiting}
        {state.kind === 'sending' && L.sending(state.percent)}
        {state.kind === 'retrying' && L.resuming}
      </p>
      {state.kind === 'refused' && (
        <div className="alert alert-danger py-2 mb-0" role="alert">
          {state.message ?? UPLOAD_LINK_LABELS.page.retry}
        </div>
      )}
    </li>
  );
}
