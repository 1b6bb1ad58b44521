import { describe, expect, it } from 'vitest';
import { formatAmount } from './format-amount';

describe('formatAmount', () => {
  it('groups thousands and leaves whole amounts without cents', () => {
    expect(formatAmount('3500')).toBe('3,500');
    expect(formatAmount('1250000')).toBe('1,250,000');
    expect(formatAmount('3500.00')).toBe('3,500');
  });

  it('shows cents as two digits when there are any', () => {
    expect(formatAmount('3500.5')).toBe('3,500.50');
    expect(formatAmount('42.05')).toBe('42.05');
  });

  it('leaves text that is not a plain number as it is', () => {
    expect(formatAmount('CAD 3,500 a month')).toBe('CAD 3,500 a month');
    expect(formatAmount('')).toBe('');
    expect(formatAmount('-5')).toBe('-5');
  });
});
