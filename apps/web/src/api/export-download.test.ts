import { ApplicationExportQuerySchema } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { readListParams, writeListParams } from '../admin/applications/list-params';
import { exportUrl } from './export-download';

// Every filter the list can have, as its address carries it.
const EVERY_FILTER =
  'page=3&search=smith&status=approved&expiringWithin=30&assignedTo=me&fromApplicant=1&sort=-approve';

describe('exportUrl', () => {
  it('exports the list exactly as filtered on screen, whichever filters it has, without its page', () => {
    const listQuery = writeListParams(readListParams(new URLSearchParams(EVERY_FILTER)));
    const url = new URL(exportUrl('xlsx', listQuery), 'http://x');
    const sent = Object.fromEntries(url.searchParams);
    const { page: _page, ...filters } = Object.fromEntries(listQuery);
    expect(sent).toEqual({ ...filters, format: 'xlsx' });
    // And the server's export takes each of them (none dropped as unknown).
    expect(Object.keys(ApplicationExportQuerySchema.parse(sent)).sort()).toEqual(Object.keys(sent).sort());
  });

  it('exports a selection by its ids', () => {
    const url = new URL(exportUrl('csv', new URLSearchParams({ sort: 'name' }), ['a', 'b']), 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: 'name', format: 'csv', ids: 'a,b' });
  });
});
