/**
 * The catalogue and content screens built on the generic resource machinery: what they share
 * (`resources`), and each resource's own labels, written in its definition (../resources.ts).
 */
import { byResource } from '../resources.ts';

const resources = {
  columns: { name: 'NAME', action: 'ACTION' },
  edit: 'Edit',
  delete: 'Delete',
  /** Accessible names of the row buttons, so two rows never share a name. */
  editRecord: (name: string) => `Edit ${name}`,
  deleteRecord: (name: string) => `Delete ${name}`,
  save: 'Save Changes',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleting: 'Deleting...',
  retry: 'Try again',
  yes: 'Yes',
  no: 'No',
  uploadProgress: 'Upload progress',
  pageSize: 'Rows per page',
  /** The empty first choice of a select that has no value until one is chosen. */
  choose: 'Select...',
} as const;

/** The resource areas of LABELS. */
export const RESOURCE_LABELS = { resources, ...byResource('labels') } as const;
