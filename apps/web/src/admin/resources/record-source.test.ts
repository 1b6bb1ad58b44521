import { CompanySchema } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { recordSource } from './record-source';

const company = {
  _id: '65f1c0ffee0000000000abcd',
  name: 'Harbour Logistics',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('recordSource', () => {
  it('takes the record handed over in navigation state first', () => {
    expect(recordSource(CompanySchema, { record: company }, 'other')).toEqual({
      kind: 'state',
      record: company,
    });
  });

  it('falls back to the id in the address when the state is missing or malformed', () => {
    expect(recordSource(CompanySchema, null, company._id)).toEqual({ kind: 'id', id: company._id });
    expect(recordSource(CompanySchema, { record: { name: 'x' } }, company._id)).toEqual({
      kind: 'id',
      id: company._id,
    });
  });

  it('has nothing with neither, so the screen returns to the list', () => {
    expect(recordSource(CompanySchema, undefined, null)).toEqual({ kind: 'none' });
    expect(recordSource(CompanySchema, {}, '')).toEqual({ kind: 'none' });
  });
});
