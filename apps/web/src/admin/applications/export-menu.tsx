import { EXPORT_FORMATS, type ExportFormat, LABELS, type Role } from '@visadesk/contract/plain';
import { useState } from 'react';
import { Dropdown } from 'react-bootstrap';
import toast from 'react-hot-toast';
import { downloadExport } from '../../api/export-download';
import { useGetMeQuery } from '../../api/session';
import { type ListParams, writeListParams } from './list-params';

const L = LABELS.applicationExport;
const EXPORTERS: readonly Role[] = ['admin', 'approver'];

/**
 * The list's Export control (admins and approvers): every application the list's search and
 * filters let through, as CSV or Excel, in the list's order of the server (newest first).
 */
export function ExportMenu({ list }: { list: ListParams }) {
  const { data: user } = useGetMeQuery();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  if (!user || !EXPORTERS.includes(user.role)) return null;

  const exportAs = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadExport(format, writeListParams(list));
    } catch {
      toast.error(L.failed, { id: 'applications-export-failed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dropdown className="list-export">
      <Dropdown.Toggle
        variant="outline-secondary"
        disabled={busy !== null}
        title={L.hint}
        aria-busy={busy !== null}
      >
        {busy ? L.busy : L.button}
      </Dropdown.Toggle>
      <Dropdown.Menu aria-label={L.menu}>
        {EXPORT_FORMATS.map((format) => (
          <Dropdown.Item as="button" key={format} onClick={() => void exportAs(format)}>
            {L.formats[format]}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
