import { LABELS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { statusExplanation } from './status-explanation';

describe('statusExplanation', () => {
  it('tells a pending applicant how long processing and delivery take', () => {
    const [headline, detail] = statusExplanation({ isStatus: 'pending', approve: null });
    expect(headline).toBe('Your application is being processed.');
    expect(detail).toContain('about 3 to 5 weeks');
    expect(detail).toContain('up to two additional workdays');
  });

  it('gives the approval date and the delivery time', () => {
    const lines = statusExplanation({ isStatus: 'approved', approve: '2026-03-12' });
    expect(lines[0]).toBe('Your visa was approved on 12 Mar 2026.');
    expect(lines[1]).toContain('up to two workdays');
  });

  it('tells a rejected applicant to contact the consultancy', () => {
    expect(statusExplanation({ isStatus: 'rejected', approve: null })).toEqual(LABELS.viewOne.rejected);
    expect(LABELS.viewOne.rejected.join(' ')).toContain('contact the consultancy');
  });
});
