import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const PLACEHOLDER = /^([ \t]*)<!-- shared-head -->$/m;
const HEAD_FILE = fileURLToPath(new URL('./html/shared-head.html', import.meta.url));

/**
 * Fills each entry page's `<!-- shared-head -->` with html/shared-head.html (meta tags, icon,
 * title), so index.html, landing.html and enquiry.html keep one copy of the head. It runs before
 * Vite's own HTML handling, so the result is built as if the entry had the lines itself.
 */
export function sharedHead(): Plugin {
  return {
    name: 'visadesk-shared-head',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        const head = readFileSync(HEAD_FILE, 'utf8').trimEnd();
        return html.replace(PLACEHOLDER, (_line, indent: string) =>
          head
            .split('\n')
            .map((line) => (line ? indent + line : line))
            .join('\n'),
        );
      },
    },
  };
}
