import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-bootstrap';

const L = LABELS.staleRecord;

/**
 * Shown on an edit form whose save was refused because someone else saved the record since it was
 * opened (412): says so, and offers to reload the current record (the form then starts from it).
 */
export function StaleRecordNotice({ onReload }: { onReload: () => Promise<boolean> }) {
  const [state, setState] = useState<'idle' | 'reloading' | 'failed'>('idle');
  const notice = useRef<HTMLDivElement>(null);
  // The Save button may be far below: bring the notice into view and to the keyboard's focus.
  useEffect(() => notice.current?.focus(), []);

  async function reload() {
    setState('reloading');
    // On success the form is replaced by one for the current record, and this notice goes with it.
    setState((await onReload()) ? 'idle' : 'failed');
  }

  return (
    <div ref={notice} tabIndex={-1} className="alert alert-warning stale-record" role="alert">
      <p className="mb-2">{MESSAGES.common.changedMeanwhile}</p>
      {state === 'failed' && <p className="mb-2">{L.reloadFailed}</p>}
      <Button variant="warning" size="sm" onClick={() => void reload()} disabled={state === 'reloading'}>
        {state === 'reloading' ? L.reloading : L.reload}
      </Button>
    </div>
  );
}
