import { DEFAULT_SETTINGS } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import { pageSiteName } from './page-site-name';

/** A document with an og:site_name tag of `content` (or none for undefined). */
const pageWith = (content: string | undefined) =>
  ({
    querySelector: (selector: string) =>
      selector === 'meta[property="og:site_name"]' && content !== undefined
        ? { getAttribute: (name: string) => (name === 'content' ? content : null) }
        : null,
  }) as unknown as Document;

describe('pageSiteName', () => {
  it('reads the name the server wrote into the page', () => {
    expect(pageSiteName(pageWith('Al Noor & Sons Visas'))).toBe('Al Noor & Sons Visas');
    expect(pageSiteName(pageWith('  Northbound  '))).toBe('Northbound');
  });

  it('falls back to the default name without a page, a tag or a name in it', () => {
    expect(pageSiteName(undefined)).toBe(DEFAULT_SETTINGS.siteName);
    expect(pageSiteName(pageWith(undefined))).toBe(DEFAULT_SETTINGS.siteName);
    expect(pageSiteName(pageWith(' '))).toBe(DEFAULT_SETTINGS.siteName);
  });
});
