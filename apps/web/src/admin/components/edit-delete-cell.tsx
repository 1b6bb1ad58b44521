import type { ReactNode } from 'react';
import { Button } from 'react-bootstrap';
import { Icon } from '../../components/icons';

/** A list's word for Edit and Delete, and the buttons' accessible names for one record. */
export interface EditDeleteLabels {
  edit: string;
  delete: string;
  editName: (name: string) => string;
  deleteName: (name: string) => string;
}

/**
 * The ACTION cell of a list row: Edit and Delete, named after the record (`Edit <name>`) so two rows
 * never share a name; on phones the buttons show their icons only.
 */
export function EditDeleteCell({
  name,
  labels,
  onEdit,
  onDelete,
  before,
}: {
  name: string;
  labels: EditDeleteLabels;
  onEdit: () => void;
  /** Absent: the record cannot be deleted from here, and no Delete is offered. */
  onDelete?: () => void;
  /** Another action of the row, drawn before Edit. */
  before?: ReactNode;
}) {
  return (
    <td className="text-end">
      <div className="row-actions">
        {before}
        <Button size="sm" variant="outline-secondary" aria-label={labels.editName(name)} onClick={onEdit}>
          <Icon name="edit" size={15} />
          <span className="d-none d-sm-inline">{labels.edit}</span>
        </Button>
        {onDelete && (
          <Button size="sm" variant="outline-danger" aria-label={labels.deleteName(name)} onClick={onDelete}>
            <Icon name="trash" size={15} />
            <span className="d-none d-sm-inline">{labels.delete}</span>
          </Button>
        )}
      </div>
    </td>
  );
}
