import type { PassportScan } from '@visadesk/contract';
import {
  MESSAGES,
  PASSPORT_SCAN_LIMITS,
  PASSPORT_SCAN_MESSAGES,
  PASSPORT_SCAN_PATH,
} from '@visadesk/contract/plain';
import { useState } from 'react';
import { uploadMultipart } from '../../api/base-query';
import { describeQueryError } from '../../api/query-error';

const M = PASSPORT_SCAN_MESSAGES;

/** Where a scan is: sending the photo (its share sent), reading it, or done with its outcome. */
export type ScanState =
  | { step: 'idle' }
  | { step: 'sending'; sent: number }
  | { step: 'reading' }
  | { step: 'read'; scan: PassportScan }
  | { step: 'failed'; message: string };

/**
 * A passport scan of the application form: sends the photo to readPassportScan with its progress,
 * then waits while the server reads it; `onRead` gets what was read (the form fills its fields).
 */
export function usePassportScan(onRead: (scan: PassportScan) => void) {
  const [state, setState] = useState<ScanState>({ step: 'idle' });

  async function scan(file: File) {
    setState({ step: 'sending', sent: 0 });
    const body = new FormData();
    body.set('file', file);
    const result = await uploadMultipart<PassportScan>({
      url: PASSPORT_SCAN_PATH,
      method: 'POST',
      body,
      timeout: PASSPORT_SCAN_LIMITS.timeoutMs,
      onProgress: (sent) => setState(sent < 1 ? { step: 'sending', sent } : { step: 'reading' }),
    });
    if (result.error) {
      const failure = describeQueryError(result.error);
      setState({
        step: 'failed',
        message:
          failure.kind === 'server' ? (failure.message ?? M.failed) : MESSAGES.applications.uploadNoResponse,
      });
      return;
    }
    onRead(result.data);
    setState({ step: 'read', scan: result.data });
  }

  return { state, scan };
}
