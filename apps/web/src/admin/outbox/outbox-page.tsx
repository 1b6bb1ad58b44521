import type { OutboxMail } from '@visadesk/contract';
import { LABELS, MESSAGES, PAGE_SIZE } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Badge, Button } from 'react-bootstrap';
import { useListOutboxQuery, useResendMailMutation } from '../../api/outbox';
import { formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import type { DataColumn } from '../components/data-table';
import { PageHeader } from '../components/page-header';
import { PagedTable } from '../components/paged-table';
import { runAction } from '../components/run-action';
import { adminOnly } from '../require-role';
import { MailDialog } from './mail-dialog';
import { STATE_VARIANTS } from './outbox-states';

const L = LABELS.outbox;
const C = L.columns;
const TABLE_COLUMNS: readonly DataColumn[] = [
  { label: C.mail },
  { label: C.state },
  { label: C.answer },
  { label: C.actions, className: 'text-end' },
];

/** /outbox (admins only): every mail, newest first, with its state and the server's answer. */
export const OutboxPage = adminOnly(L.title, OutboxList);

function OutboxList() {
  const [page, setPage] = useState(1);
  const zone = useOfficeTimeZone();
  const { data, currentData, isFetching, isError, refetch } = useListOutboxQuery(
    { page, limit: PAGE_SIZE.outbox },
    // Mails move on while the screen is open: queued, then sent or failed.
    { pollingInterval: 10_000, refetchOnMountOrArgChange: true },
  );
  const [resendMail, { isLoading: isResending }] = useResendMailMutation();
  const [opened, setOpened] = useState<string | null>(null);

  async function resend(mail: OutboxMail) {
    await runAction(() => resendMail(mail._id).unwrap(), MESSAGES.mail.requeued, L.fetchError);
  }

  return (
    <>
      <PageHeader title={L.title} subtitle={L.subtitle} />
      {currentData && !currentData.isSending && (
        <div className="alert alert-warning" role="status">
          {L.notSending}
        </div>
      )}
      <MailDialog id={opened} onClose={() => setOpened(null)} />
      <section className="card admin-card">
        <PagedTable
          className="outbox-table"
          columns={TABLE_COLUMNS}
          list={{ isFetching, isError, records: currentData?.mails, refetch }}
          labels={L}
          row={(mail) => (
            <OutboxRow
              key={mail._id}
              mail={mail}
              zone={zone}
              isResending={isResending}
              onRead={() => setOpened(mail._id)}
              onResend={() => void resend(mail)}
            />
          )}
          page={page}
          totalPages={data?.totalPages ?? 0}
          onPage={setPage}
        />
      </section>
    </>
  );
}

interface OutboxRowProps {
  mail: OutboxMail;
  /** The office's time zone for the dates (undefined: not known yet, so the viewer's). */
  zone: string | undefined;
  /** A resend is under way: every Resend button waits for it. */
  isResending: boolean;
  onRead: () => void;
  onResend: () => void;
}

/** One mail of the list: what and to whom, its state, the server's last answer, and its actions. */
function OutboxRow({ mail, zone, isResending, onRead, onResend }: OutboxRowProps) {
  return (
    <tr>
      <td className="text-break">
        <div className="fw-semibold">{mail.subject}</div>
        <div>{mail.recipient}</div>
        <div className="field-hint">
          {L.kinds[mail.kind]} · {formatDateTime(mail.createdAt, zone)}
        </div>
      </td>
      <td>
        <Badge bg={STATE_VARIANTS[mail.state]}>{L.states[mail.state]}</Badge>
        <div className="field-hint">{L.attempts(mail.attempts)}</div>
        {mail.state === 'queued' && mail.attempts > 0 && (
          <div className="field-hint">{L.nextAttempt(formatDateTime(mail.nextAttemptAt, zone))}</div>
        )}
      </td>
      <td className="outbox-answer small">{mail.lastAnswer ?? LABELS.common.noValue}</td>
      <td className="text-end">
        <div className="d-inline-flex gap-2">
          <Button
            size="sm"
            variant="outline-secondary"
            aria-label={L.readFor(mail.recipient)}
            onClick={onRead}
          >
            {L.read}
          </Button>
          {mail.isResendable && (
            <Button
              size="sm"
              variant="outline-primary"
              disabled={isResending}
              aria-label={L.resendFor(mail.recipient)}
              onClick={onResend}
            >
              {L.resend}
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}
