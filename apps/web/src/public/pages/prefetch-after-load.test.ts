// @vitest-environment jsdom
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { prefetchLinks } from '../../../scripts/prefetch-links.mjs';
import { prefetchAfterLoad } from './prefetch-after-load';

/** A build's manifest: an entry with its style and one imported chunk. */
function builtApp(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'visadesk-prefetch-'));
  mkdirSync(path.join(dist, '.vite'));
  const manifest = {
    'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-2.js' },
  };
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the prefetch hints of a prerendered page', () => {
  it('stay inert in the HTML, and enter the page once it has loaded', async () => {
    document.head.innerHTML = prefetchLinks(builtApp(), ['index.html']);
    const hints = () =>
      [...document.head.querySelectorAll('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
    expect(hints()).toEqual([]);
    expect(document.readyState).toBe('complete');
    prefetchAfterLoad();
    await vi.waitFor(() =>
      expect(hints()).toEqual(['/assets/index-1.js', '/assets/index-1.css', '/assets/shared-2.js']),
    );
  });
});
