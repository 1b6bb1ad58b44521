import type { RecordVersion, RecordVersions } from '@visadesk/contract';
import { LABELS, UPLOAD_LINK_LABELS } from '@visadesk/contract/plain';
import { formatDateTime } from '../../lib/dates';
import { useOfficeTimeZone } from '../../lib/office-time-zone';
import { type ChangeWords, changeInWords } from './change-words';
import { HistoryPart } from './history-part';
import { HistoryTable } from './history-table';

const H = LABELS.recordHistory;

/** Who made a version no signed-in user saved. */
const NOBODY: Record<RecordVersion['action'], string> = {
  created: LABELS.common.noValue,
  'link-upload': UPLOAD_LINK_LABELS.byApplicant,
  'enquiry-language': H.byEnquiry,
  update: H.bySystem,
  restore: H.bySystem,
};

type VersionsQuery = { data?: RecordVersions; isError: boolean };

type RecordChangesProps = {
  titleId: string;
  query: VersionsQuery;
  words: ChangeWords;
  className?: string;
  /** The heading's level: 3 in the application's history card, 2 as a card of its own. */
  level?: 2 | 3;
  /** Opens a version beside today's record (version-compare.tsx); absent: no Compare. */
  onCompare?: (version: number) => void;
};

/**
 * A record's versions, newest first: when, by whom, and what each save changed in words; on a
 * phone one short block a version. Nothing while they load.
 */
export function RecordChanges({ titleId, query, words, className, level, onCompare }: RecordChangesProps) {
  // Times are the office's, as everywhere in the back-office.
  const zone = useOfficeTimeZone();
  const { data, isError } = query;
  if (!data && !isError) return null;
  const versions = data?.versions ?? [];
  const emptyText = !data ? H.failed : versions.every((v) => v.action === 'created') ? H.noChanges : null;
  return (
    <HistoryPart
      titleId={titleId}
      title={H.changes}
      emptyText={emptyText}
      className={className}
      level={level}
    >
      <HistoryTable
        className="changes-table stacked-table"
        columns={[H.columns.when, H.columns.by, H.columns.what, ...(onCompare ? [H.compare] : [])]}
      >
        {versions.map((version, index) => (
          <tr key={version.version}>
            <td className="stacked-meta">{formatDateTime(version.at, zone)}</td>
            <td className="stacked-meta">{version.by ?? NOBODY[version.action]}</td>
            <td className="changes-what stacked-main">
              {version.action === 'created' ? (
                H.added
              ) : (
                <ul className="changes-list">
                  {version.action === 'restore' && <li>{H.restored}</li>}
                  {version.changes.map((change) => (
                    <li key={change.field}>{changeInWords(change, words)}</li>
                  ))}
                </ul>
              )}
            </td>
            {onCompare && (
              <td className="changes-compare">
                {/* The newest version is today's record: nothing to compare it with. */}
                {index > 0 && (
                  <button
                    type="button"
                    className="btn btn-link btn-sm p-0"
                    aria-label={H.compareWith(version.version)}
                    onClick={() => onCompare(version.version)}
                  >
                    {H.compare}
                  </button>
                )}
              </td>
            )}
          </tr>
        ))}
      </HistoryTable>
    </HistoryPart>
  );
}

/** The changes as a card of their own, under an edit form. */
export function RecordChangesCard(props: Omit<RecordChangesProps, 'level' | 'className'>) {
  return (
    <div className="card admin-card mt-4 d-print-none">
      <div className="card-body">
        <RecordChanges {...props} level={2} />
      </div>
    </div>
  );
}
