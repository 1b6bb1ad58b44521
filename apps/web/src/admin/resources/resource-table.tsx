import { LABELS } from '@visadesk/contract/plain';
import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { PageSpinner } from '../../components/page-spinner';
import { DataTable, TableStatusRow as StatusRow } from '../components/data-table';
import { EditDeleteCell, type EditDeleteLabels } from '../components/edit-delete-cell';
import type { ResourceConfig, ResourceRecord } from './resource-config';

const R = LABELS.resources;
const ROW_LABELS: EditDeleteLabels = {
  edit: R.edit,
  delete: R.delete,
  editName: R.editRecord,
  deleteName: R.deleteRecord,
};

interface ResourceTableProps {
  config: ResourceConfig;
  items: readonly ResourceRecord[] | undefined;
  isLoading: boolean;
  failure: string | null;
  onRetry: () => void;
  onEdit: (record: ResourceRecord) => void;
  onDelete: (record: ResourceRecord) => void;
}

const secondary = (isSecondary?: boolean) => (isSecondary ? 'd-none d-md-table-cell' : undefined);

/** The configured columns and an ACTION column with Edit and Delete named after each record. */
export function ResourceTable({
  config,
  items,
  isLoading,
  failure,
  onRetry,
  onEdit,
  onDelete,
}: ResourceTableProps) {
  const span = config.columns.length + 1;
  let body: ReactNode;
  if (isLoading) {
    body = (
      <StatusRow span={span}>
        <PageSpinner />
      </StatusRow>
    );
  } else if (failure && !items) {
    body = (
      <StatusRow span={span}>
        <span className="me-3" role="alert">
          {failure}
        </span>
        <Button size="sm" variant="outline-primary" onClick={onRetry}>
          {R.retry}
        </Button>
      </StatusRow>
    );
  } else if (!items || items.length === 0) {
    body = <StatusRow span={span}>{config.labels.none}</StatusRow>;
  } else {
    body = items.map((record) => {
      const name = config.nameOf(record);
      return (
        <tr key={record._id}>
          {config.columns.map((column) => (
            <td key={column.header} className={secondary(column.isSecondary)}>
              {column.cell(record)}
            </td>
          ))}
          <EditDeleteCell
            name={name}
            labels={ROW_LABELS}
            onEdit={() => onEdit(record)}
            onDelete={() => onDelete(record)}
          />
        </tr>
      );
    });
  }

  return (
    <DataTable
      className={`resource-table resource-${config.name}`}
      columns={[
        ...config.columns.map((column) => ({
          label: column.header,
          className: secondary(column.isSecondary),
        })),
        { label: R.columns.action, className: 'text-end' },
      ]}
    >
      {body}
    </DataTable>
  );
}
