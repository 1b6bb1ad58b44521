import { ROUTES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFrom, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps an in-app path with its query and hash', () => {
    expect(safeReturnPath('/application?page=2&search=x')).toBe('/application?page=2&search=x');
    expect(safeReturnPath('/editApplication?id=65f0c0ffee#documents')).toBe(
      '/editApplication?id=65f0c0ffee#documents',
    );
  });

  it('falls back to the dashboard when there is nothing to return to', () => {
    expect(safeReturnPath(null)).toBe(ROUTES.dashboard);
    expect(safeReturnPath('')).toBe(ROUTES.dashboard);
  });

  it('never leaves the site', () => {
    for (const hostile of [
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      '\\\\evil.example',
      '/\tevil',
      'javascript:alert(1)',
      ' /application',
      'application',
      // Each is normalised by the URL parser to `//evil.example`, a protocol-relative address.
      '/.//evil.example',
      '/..//evil.example',
      '/%2e//evil.example',
      '/%2E%2E//evil.example/phish',
      '/./\\evil.example',
    ]) {
      expect(safeReturnPath(hostile), hostile).toBe(ROUTES.dashboard);
    }
  });

  it('does not return to the sign-in screen itself', () => {
    expect(safeReturnPath('/login?next=%2Fapplication')).toBe(ROUTES.dashboard);
  });
});

describe('loginPathFor and returnPathFrom', () => {
  it('round-trip a deep link through /login?next=', () => {
    // As the browser's location gives it: already percent-encoded.
    const login = loginPathFor('/application?page=2&search=bil%20az');
    expect(login).toBe('/login?next=%2Fapplication%3Fpage%3D2%26search%3Dbil%2520az');
    expect(returnPathFrom(new URL(login, 'http://x').search)).toBe('/application?page=2&search=bil%20az');
  });

  it('leave /login plain for the default destination', () => {
    expect(loginPathFor(ROUTES.dashboard)).toBe(ROUTES.login);
    expect(returnPathFrom('')).toBe(ROUTES.dashboard);
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe(ROUTES.dashboard);
  });
});
