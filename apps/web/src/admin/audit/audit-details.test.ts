import { describe, expect, it } from 'vitest';
import { detailsText } from './audit-log-page';

describe('detailsText', () => {
  it('reads an entry’s details in one line: lists joined, objects as key=value', () => {
    expect(detailsText({ changed: ['role'], from: 'staff', to: 'approver' })).toBe(
      'changed: role · from: staff · to: approver',
    );
    expect(detailsText({ format: 'csv', filter: { status: 'approved' } })).toBe(
      'format: csv · filter: status=approved',
    );
    expect(detailsText(null)).toBe('');
  });
});
