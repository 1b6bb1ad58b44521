/** The files the list exports to: CSV (UTF-8 with a BOM, RFC 4180) and Excel's XLSX. */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Each format's content type and file extension. */
export const EXPORT_FILE_TYPES: Record<ExportFormat, { contentType: string; extension: string }> = {
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

/** The file an export is saved as: `applications-<YYYY-MM-DD>.<csv|xlsx>`. */
export const exportFileName = (format: ExportFormat, day: string): string =>
  `applications-${day}.${EXPORT_FILE_TYPES[format].extension}`;
