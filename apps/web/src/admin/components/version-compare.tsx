import { skipToken } from '@reduxjs/toolkit/query';
import type { RecordVersionMeta } from '@visadesk/contract';
import { LABELS } from '@visadesk/contract/plain';
import { type ReactNode, useState } from 'react';
import { Button, Modal, Table } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { describeQueryError } from '../../api/query-error';
import { useGetRecordVersionQuery } from '../../api/record-versions';
import { PageSpinner } from '../../components/page-spinner';
import type { ChangeWords } from './change-words';
import { refusalOf } from './run-action';
import { restoreInWords, rowValue, type VersionRow, versionRows } from './version-rows';

const H = LABELS.recordHistory;

type Fields = Record<string, unknown>;

export type VersionCompareProps = {
  /** The version compared with today's record; null: the dialog is closed. */
  version: number | null;
  onClose: () => void;
  /** The version as its GET answers it, loading or failed. */
  query: { data?: { record: object; version: RecordVersionMeta }; isError: boolean };
  now: Fields;
  words: ChangeWords;
  /** The rows, in the order the record's screens show its fields. */
  fields: readonly string[];
  /** Fields a restore leaves as they are today (their own actions set them), named in its confirmation. */
  kept?: readonly string[];
  /** Brings a version back; absent: compare only (users, or a role that may not restore). */
  onRestore?: (version: number) => Promise<unknown>;
};

type ChangesWithCompareProps = Omit<VersionCompareProps, 'version' | 'onClose' | 'query' | 'now'> & {
  /** The Changes list, given what its Compare buttons call. */
  list: (onCompare: (version: number) => void) => ReactNode;
  /** The address of the record as at a version (APPLICATION_API.version, a resource's, a user's). */
  versionUrl: (version: number) => string;
  /** Today's record; the dialog waits for it. */
  now: Fields | undefined;
};

/** A record's Changes list with Compare, and the dialog a Compare opens, loading that version. */
export function ChangesWithCompare({ list, versionUrl, now, ...dialog }: ChangesWithCompareProps) {
  const [comparing, setComparing] = useState<number | null>(null);
  const query = useGetRecordVersionQuery(comparing === null ? skipToken : versionUrl(comparing), {
    refetchOnMountOrArgChange: true,
  });
  return (
    <>
      {list(setComparing)}
      {now && (
        <VersionCompare
          {...dialog}
          version={comparing}
          onClose={() => setComparing(null)}
          query={query}
          now={now}
        />
      )}
    </>
  );
}

/**
 * One version of a record beside today's, field by field, the rows that differ marked in words
 * (not by colour alone), each file as a thumbnail beside the other; and, for those who may,
 * "Restore this version" after a confirmation naming what it changes. One component for the
 * applications and every resource.
 */
export function VersionCompare(props: VersionCompareProps) {
  const { version, onClose, query } = props;
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    onClose();
  };
  const data = query.data && query.data.version.version === version ? query.data : undefined;
  return (
    <Modal show={version !== null} onHide={close} size="lg" aria-labelledby="version-compare-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" id="version-compare-title" className="h5">
          {version !== null && (asking ? H.restoreTitle(version) : H.compareTitle(version))}
        </Modal.Title>
      </Modal.Header>
      {!data && query.isError && (
        <Modal.Body>
          <p role="alert">{H.compareFailed}</p>
        </Modal.Body>
      )}
      {!data && !query.isError && (
        <Modal.Body>
          <PageSpinner />
        </Modal.Body>
      )}
      {data && (
        <CompareBody
          {...props}
          version={data.version.version}
          then={data.record as Fields}
          asking={asking}
          onAsk={setAsking}
          onDone={close}
        />
      )}
    </Modal>
  );
}

type BodyProps = VersionCompareProps & {
  version: number;
  then: Fields;
  asking: boolean;
  onAsk: (asking: boolean) => void;
  onDone: () => void;
};

function CompareBody({
  version,
  then,
  now,
  words,
  fields,
  kept = [],
  onRestore,
  asking,
  onAsk,
  onDone,
}: BodyProps) {
  const [state, setState] = useState<'idle' | 'restoring' | 'stale'>('idle');
  const [refusal, setRefusal] = useState<string | null>(null);
  const rows = versionRows(fields, then, now, words);
  const changes = restoreInWords(rows, kept, words);

  async function restore() {
    if (!onRestore) return;
    setState('restoring');
    setRefusal(null);
    try {
      await onRestore(version);
      toast.success(H.restoredAs(version));
      onDone();
    } catch (failure) {
      const described = describeQueryError(failure);
      if (described.kind === 'server' && described.status === 412) setState('stale');
      else {
        setState('idle');
        setRefusal(refusalOf(failure, H.restoreFailed));
      }
    }
  }

  if (asking)
    return (
      <RestoreQuestion
        changes={changes}
        kept={kept.map((field) => words.labels[field] ?? field)}
        state={state}
        refusal={refusal}
        onCancel={() => onAsk(false)}
        onConfirm={() => void restore()}
      />
    );

  return (
    <>
      <Modal.Body>
        <CompareTable version={version} rows={rows} words={words} />
      </Modal.Body>
      {onRestore && (
        <Modal.Footer>
          <Button variant="primary" onClick={() => onAsk(true)}>
            {H.restore}
          </Button>
        </Modal.Footer>
      )}
    </>
  );
}

/** Field, the version's value, today's: a changed row says so in words. */
function CompareTable({ version, rows, words }: { version: number; rows: VersionRow[]; words: ChangeWords }) {
  return (
    <Table size="sm" className="data-table version-compare" responsive>
      <thead>
        <tr>
          <th scope="col">{H.compareColumns.field}</th>
          <th scope="col">{H.compareColumns.atVersion(version)}</th>
          <th scope="col">{H.compareColumns.now}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.field} className={row.differs ? 'version-differs' : undefined}>
            <th scope="row">
              {row.label}
              {row.differs && <span className="badge text-bg-warning ms-2">{H.differs}</span>}
            </th>
            <td>
              <Value row={row} value={row.atVersion} words={words} />
            </td>
            <td>
              <Value row={row} value={row.now} words={words} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Value({ row, value, words }: { row: VersionRow; value: unknown; words: ChangeWords }) {
  if (!row.isFile) return <>{rowValue(words, row.field, value)}</>;
  if (typeof value !== 'string' || !value) return <>{H.noFile}</>;
  return <img src={value} alt={row.label} className="version-thumbnail" loading="lazy" />;
}

type QuestionProps = {
  /** What the restore changes, in words. */
  changes: string[];
  /** The labels of what it leaves as it is today. */
  kept: string[];
  state: 'idle' | 'restoring' | 'stale';
  refusal: string | null;
  onCancel: () => void;
  onConfirm: () => void;
};

/** "Restore version N?": what it changes and what stays; after a 412, to reload. */
function RestoreQuestion({ changes, kept, state, refusal, onCancel, onConfirm }: QuestionProps) {
  return (
    <>
      <Modal.Body>
        {changes.length === 0 ? (
          <p>{H.restoreNothing}</p>
        ) : (
          <>
            <p className="mb-1">{H.restoreChanges}</p>
            <ul className="restore-changes" data-testid="restore-changes">
              {changes.map((words) => (
                <li key={words}>{words}</li>
              ))}
            </ul>
          </>
        )}
        {kept.length > 0 && (
          <p className="small text-body-secondary mb-0">
            {H.restoreKeeps} {kept.join(', ')}.
          </p>
        )}
        {state === 'stale' && (
          <p className="alert alert-warning mt-3 mb-0" role="alert">
            {H.restoreStale}
          </p>
        )}
        {refusal && (
          <p className="alert alert-danger mt-3 mb-0" role="alert">
            {refusal}
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onCancel}>
          {H.cancel}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={changes.length === 0 || state !== 'idle'}>
          {state === 'restoring' ? H.restoring : H.restoreConfirm}
        </Button>
      </Modal.Footer>
    </>
  );
}
