/** The list's export: its control, its formats and the columns the file adds to the form's fields. */
export const APPLICATION_EXPORT_LABELS = {
  applicationExport: {
    button: 'Export',
    /** The menu's accessible name. */
    menu: 'Export the list as',
    formats: { csv: 'CSV', xlsx: 'Excel (XLSX)' },
    busy: 'Exporting...',
    hint: 'Every application the list shows with its search and filters, not only this page.',
    failed: 'The export could not be made. Please try again.',
    /** The column counting the documents attached (the files themselves are not exported). */
    documentsColumn: (slots: number) => `Documents attached (of ${slots})`,
    createdAtColumn: 'Created',
  },
} as const;
