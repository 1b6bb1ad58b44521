import type { PassportScan as Scan } from '@visadesk/contract';
import { PASSPORT_SCAN_MESSAGES } from '@visadesk/contract/plain';
import { useRef } from 'react';
import { Button, Spinner } from 'react-bootstrap';
import { UploadProgress } from '../components/upload-progress';
import { type ScanState, usePassportScan } from './use-passport-scan';

const M = PASSPORT_SCAN_MESSAGES;

/**
 * "Scan passport" on the application form: a photo or scan of the data page (the camera on a
 * phone) is read on the server; `onRead` fills the fields. Says what was filled, what was not and
 * why, or why the photo could not be read.
 */
export function PassportScan({ onRead }: { onRead: (scan: Scan) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const { state, scan } = usePassportScan(onRead);
  const isBusy = state.step === 'sending' || state.step === 'reading';

  return (
    <section className="form-section passport-scan">
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Button
          id="passport-scan-button"
          variant="outline-primary"
          onClick={() => input.current?.click()}
          disabled={isBusy}
          aria-describedby="passport-scan-hint"
        >
          {M.button}
        </Button>
        <span id="passport-scan-hint" className="field-hint">
          {M.hint}
        </span>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png"
          capture="environment"
          className="d-none"
          aria-label={M.button}
          data-testid="passport-scan-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void scan(file);
          }}
        />
      </div>
      <ScanStatus state={state} />
    </section>
  );
}

function ScanStatus({ state }: { state: ScanState }) {
  switch (state.step) {
    case 'sending':
      return <UploadProgress value={state.sent} />;
    case 'reading':
      return (
        <p className="mt-2 mb-0" role="status">
          <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
          {M.reading}
        </p>
      );
    case 'failed':
      return (
        <p className="alert alert-danger mt-2 mb-0" role="alert">
          {state.message}
        </p>
      );
    case 'read':
      return <ScanOutcome scan={state.scan} />;
    default:
      return null;
  }
}

function ScanOutcome({ scan }: { scan: Scan }) {
  const filled = Object.keys(scan.fields).length;
  return (
    <div
      className={`alert mt-2 mb-0 ${scan.problems.length ? 'alert-warning' : 'alert-success'}`}
      role="status"
    >
      <p className="mb-0">{M.filled(filled)}</p>
      {scan.problems.length > 0 && (
        <>
          <p className="mb-1 mt-2">{M.notFilledTitle}</p>
          <ul className="mb-0">
            {scan.problems.map(({ field, message }) => (
              <li key={field}>{message}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
