import { LABELS } from '@visadesk/contract/plain';
import { useGetApplicationVersionsQuery } from '../../api/applications';
import { formatDateTime } from '../../lib/dates';
import { HistoryPart } from './history-part';
import { HistoryTable } from './history-table';
import { changeInWords } from './version-changes';

const V = LABELS.applicationView;

/** Every version of the application: when, by whom, and what each save changed, in words. */
export function ApplicationChanges({ id, zone }: { id: string; zone: string | undefined }) {
  const { data, isLoading, isError } = useGetApplicationVersionsQuery(id);
  if (isLoading) return null;
  const versions = data?.versions ?? [];
  const emptyText = isError || !data ? V.historyFailed : versions.length <= 1 ? V.noChanges : null;
  return (
    <HistoryPart
      titleId="history-changes-title"
      title={V.changes}
      emptyText={emptyText}
      className="history-wide"
    >
      <HistoryTable
        className="changes-table stacked-table"
        columns={[V.changeColumns.when, V.changeColumns.by, V.changeColumns.what]}
      >
        {versions.map((version) => (
          <tr key={version.version}>
            <td className="stacked-meta">{formatDateTime(version.at, zone)}</td>
            <td className="stacked-meta">{version.by ?? V.bySystem}</td>
            <td className="changes-what stacked-main">
              {version.action === 'created' ? (
                V.changeAdded
              ) : (
                <ul className="changes-list">
                  {version.action === 'restore' && <li>{V.restoredFrom}</li>}
                  {version.changes.map((change) => (
                    <li key={change.field}>{changeInWords(change)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </HistoryTable>
    </HistoryPart>
  );
}
