import { describe, expect, it } from 'vitest';
import { APPLICATION_CHANGE_WORDS } from '../applications/version-changes';
import { changeInWords as inWords } from './change-words';

const changeInWords = (change: Parameters<typeof inWords>[0]) => inWords(change, APPLICATION_CHANGE_WORDS);

describe('changeInWords, of an application', () => {
  it('names a field as the form does, with its values before and after', () => {
    expect(changeInWords({ field: 'surname', from: 'Okafor', to: 'Mensah' })).toBe(
      'Surname: Okafor → Mensah',
    );
    expect(changeInWords({ field: 'salary', from: '', to: '3500' })).toBe('Salary: — → 3500');
  });

  it('shows countries, the status and yes or no in words', () => {
    expect(changeInWords({ field: 'currentN', from: 'NG', to: 'GH' })).toBe('Nationality: Nigeria → Ghana');
    expect(changeInWords({ field: 'isStatus', from: 'pending', to: 'approved' })).toBe(
      'Status: Pending → Approved',
    );
    expect(changeInWords({ field: 'isAdmin', from: false, to: true })).toBe('Admin application: No → Yes');
    expect(changeInWords({ field: 'approve', from: null, to: '2026-11-28' })).toBe(
      'Visa Approve Date: — → 2026-11-28',
    );
  });

  it('says whether a document or the photo was added, replaced or removed', () => {
    expect(changeInWords({ field: 'file5', from: false, to: true })).toBe('LMIA 1 added');
    expect(changeInWords({ field: 'file9', from: true, to: true })).toBe('Visa replaced');
    expect(changeInWords({ field: 'image', from: true, to: false })).toBe('Photo removed');
  });

  it('falls back to the field name for one it does not know', () => {
    expect(changeInWords({ field: 'somethingNew', from: 'a', to: 'b' })).toBe('somethingNew: a → b');
  });
});
