// Builds the prerendered public pages into dist/, after `vite build` has built the
// client app there: their scripts and styles (vite.public.config.ts), then their HTML, rendered
// by a server-side build of the same components and written into each page's #root.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inlineCriticalCss } from './inline-critical-css.mjs';
import { prefetchLinks } from './prefetch-links.mjs';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.public.config.ts');
const ssrOut = path.join(root, 'dist-ssr');
const PLACEHOLDER = '<!--prerendered-->';

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// The app's own build left its manifest: what /view-one loads, for /enquiry to prefetch.
const viewOneAssets = prefetchLinks(path.join(root, 'dist'), [
  'index.html',
  'src/public/enquiry/view-one-page.tsx',
]);
await build({ root, configFile });
await build({
  root,
  configFile,
  logLevel: 'warn',
  // Bundled (Preact, the contract, the images' built names) but for i18n-iso-countries, which
  // requires its language files at run time.
  ssr: { noExternal: true, external: ['i18n-iso-countries'] },
  build: {
    ssr: true,
    outDir: ssrOut,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { input: path.join(root, 'src/public/pages/prerender.tsx') },
  },
});

try {
  const { prerenderPages } = await import(pathToFileURL(path.join(ssrOut, 'prerender.js')).href);
  const pages = prerenderPages();
  for (const { file, title, html } of pages) {
    const target = path.join(root, 'dist', file);
    const template = readFileSync(target, 'utf8');
    if (!template.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} to fill.`);
    // The enquiry's result is the app's /view-one: its scripts and styles fetched while the
    // applicant types, so a slow phone shows the result without waiting for them after sending.
    const hints = file === 'enquiry.html' ? viewOneAssets : '';
    writeFileSync(
      target,
      template
        .replace(PLACEHOLDER, () => html)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace('</head>', () => `${hints}</head>`),
    );
    console.log(`prerendered ${file} (${(html.length / 1024).toFixed(1)} kB of HTML)`);
  }
  const inlined = await inlineCriticalCss(
    path.join(root, 'dist'),
    pages.map((page) => page.file),
  );
  for (const [file, bytes] of Object.entries(inlined))
    console.log(`inlined ${file}'s critical CSS (${(bytes / 1024).toFixed(1)} kB)`);
} finally {
  rmSync(ssrOut, { recursive: true, force: true });
}
