import { describe, expect, it } from 'vitest';
import { avatarDataUrl, initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  grace  brewster murray hopper ')).toBe('GH');
    expect(initialsOf('plato')).toBe('P');
    expect(initialsOf('Élodie Ångström')).toBe('ÉÅ');
  });

  it('never lets markup characters through', () => {
    expect(initialsOf('<script> &amp;')).toBe('?');
    expect(initialsOf('')).toBe('?');
  });
});

describe('avatarDataUrl', () => {
  it('is an SVG data URL showing the initials', () => {
    const url = avatarDataUrl('Ada Lovelace');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url)).toContain('>AL</text>');
  });

  it('gives the same name the same colour', () => {
    expect(avatarDataUrl('Ada Lovelace')).toBe(avatarDataUrl('Ada Lovelace'));
  });
});
