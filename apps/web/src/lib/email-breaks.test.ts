import { describe, expect, it } from 'vitest';
import { emailBreakParts } from './email-breaks';

describe('emailBreakParts', () => {
  it('breaks after the @ and after each dot, keeping every character', () => {
    const email = 'constantinople.bartholomew-smith@consultancy.example.co.uk';
    const parts = emailBreakParts(email);
    expect(parts).toEqual(['constantinople.', 'bartholomew-smith@', 'consultancy.', 'example.', 'co.', 'uk']);
    expect(parts.join('')).toBe(email);
  });

  it('leaves a text without @ or dots whole', () => {
    expect(emailBreakParts('nobody')).toEqual(['nobody']);
    expect(emailBreakParts('')).toEqual([]);
  });
});
