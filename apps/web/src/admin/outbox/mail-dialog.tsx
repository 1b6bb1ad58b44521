import { LABELS, MESSAGES } from '@visadesk/contract/plain';
import { Badge, Button, Modal } from 'react-bootstrap';
import { useCancelMailMutation, useGetMailQuery } from '../../api/outbox';
import { PageSpinner } from '../../components/page-spinner';
import { InlineTerm } from '../components/inline-term';
import { runAction } from '../components/run-action';
import { STATE_VARIANTS } from './outbox-states';

const L = LABELS.outbox;
const D = L.mail;

/**
 * One mail of the outbox, read as it will be (or was) sent: who to, from, subject and text; a
 * one-time code's only as sealed. A mail still waiting can be cancelled here: it is then never sent.
 */
export function MailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { currentData: mail, isError } = useGetMailQuery(id ?? '', {
    skip: id === null,
    refetchOnMountOrArgChange: true,
  });
  const [cancelMail, { isLoading: isCancelling }] = useCancelMailMutation();

  async function cancel() {
    if (mail) await runAction(() => cancelMail(mail._id).unwrap(), MESSAGES.mail.cancelled, D.fetchError);
  }

  return (
    <Modal show={id !== null} onHide={onClose} centered size="lg" aria-labelledby="mail-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="mail-dialog-title" className="h5">
          {D.title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {!mail && isError && <p role="alert">{D.fetchError}</p>}
        {!mail && !isError && <PageSpinner />}
        {mail && (
          <>
            <dl className="mail-dialog-fields small mb-3">
              <InlineTerm term={D.to} className="text-break">
                {mail.recipient}
              </InlineTerm>
              <InlineTerm term={D.from}>{mail.fromName}</InlineTerm>
              <InlineTerm term={D.subject} className="text-break" testId="mail-dialog-subject">
                {mail.subject}
              </InlineTerm>
              <InlineTerm term={D.state}>
                <Badge bg={STATE_VARIANTS[mail.state]}>{L.states[mail.state]}</Badge>
              </InlineTerm>
            </dl>
            {mail.isSealed ? (
              <p className="alert alert-secondary mb-0">{D.sealed}</p>
            ) : (
              <div
                className="border rounded p-3 bg-body-tertiary text-break"
                data-testid="mail-dialog-body"
                style={{ whiteSpace: 'pre-wrap' }}
              >
                {mail.textBody}
              </div>
            )}
            {mail.isCancellable && <p className="field-hint mt-3 mb-0">{D.cancelHint}</p>}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {mail?.isCancellable && (
          <Button variant="outline-danger" disabled={isCancelling} onClick={() => void cancel()}>
            {isCancelling ? D.cancelling : D.cancel}
          </Button>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          {D.close}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
