import type { PublicLookup } from '@visadesk/contract';
import { DOCUMENT_SLOTS, LABELS } from '@visadesk/contract/plain';
import { ClientAddress } from '../../components/client-address';
import { formatDateTime } from '../../lib/dates';
import { HistoryTable } from '../components/history-table';

const V = LABELS.applicationView;
const SLOT_LABELS = new Map<string, string>(DOCUMENT_SLOTS.map(({ key, label }) => [key, label]));

const lookupWhat = (lookup: PublicLookup): string =>
  lookup.kind === 'enquiry'
    ? V.lookupEnquiry
    : V.lookupDocument(SLOT_LABELS.get(lookup.document ?? '') ?? lookup.document ?? '');

/**
 * An application's public lookups: every enquiry that found it and every document
 * opened from its result. A table that fits its half of the history at 1366 px (addresses wrap
 * between their groups); on a phone each lookup is a short block, what first (applications.css).
 * Times are in `zone`, the office's.
 */
export function PublicLookupsTable({ lookups, zone }: { lookups: PublicLookup[]; zone?: string }) {
  return (
    <HistoryTable
      className="lookup-table stacked-table"
      columns={[V.lookupColumns.when, V.lookupColumns.address, V.lookupColumns.what]}
    >
      {lookups.map((lookup) => (
        <tr key={lookup._id}>
          <td className="lookup-when stacked-meta">{formatDateTime(lookup.at, zone)}</td>
          <td className="lookup-address stacked-meta">
            <ClientAddress address={lookup.clientAddress} />
          </td>
          <td className="lookup-what stacked-main">{lookupWhat(lookup)}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
