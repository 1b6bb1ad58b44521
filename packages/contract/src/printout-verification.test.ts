import { describe, expect, it } from 'vitest';
import { maskPassport, verifyPath } from './printout-verification.ts';

describe('maskPassport', () => {
  it('keeps the first three and last two characters of a long number, and its length', () => {
    expect(maskPassport('A12345689')).toBe('A12****89');
    expect(maskPassport('AB123456')).toBe('AB1***56');
  });

  it('keeps only the first and last character of a short number, and hides a very short one whole', () => {
    expect(maskPassport('X12345')).toBe('X****5');
    expect(maskPassport('AB1')).toBe('***');
  });
});

describe('verifyPath', () => {
  it('puts the token in the path, encoded', () => {
    expect(verifyPath('abc-_9')).toBe('/verify/abc-_9');
    expect(verifyPath('a/b')).toBe('/verify/a%2Fb');
  });
});
