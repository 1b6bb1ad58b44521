// Builds the prerendered public pages into dist/, after `vite build` has built the
// client app there: their scripts and styles (vite.public.config.ts), then their HTML, rendered
// by a server-side build of the same components and written into each page's #root.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { inlineCriticalCss } from './inline-critical-css.mjs';
import { localeFonts } from './locale-fonts.mjs';
import { prefetchLinks } from './prefetch-links.mjs';
import { rightToLeft } from './right-to-left.mjs';

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
  const fonts = localeFonts(
    path.join(root, 'dist'),
    [...new Set(pages.map((page) => page.lang))].filter((lang) => lang !== 'en'),
  );
  for (const [locale, { bytes }] of Object.entries(fonts))
    console.log(`font for ${locale}: ${(bytes / 1024).toFixed(1)} kB`);
  // Each page in another language is made from its English page's built HTML: read them all first.
  const templates = new Map(
    pages.map(({ template }) => [template, readFileSync(path.join(root, 'dist', template), 'utf8')]),
  );
  for (const page of pages) {
    const { file, template, title, html, lang, dir, alternates, words, offers } = page;
    const target = path.join(root, 'dist', file);
    const built = templates.get(template);
    if (!built.includes(PLACEHOLDER)) throw new Error(`${template} has no ${PLACEHOLDER} to fill.`);
    if (!built.includes('<html lang="en">')) throw new Error(`${template} has no <html lang="en"> to set.`);
    // The enquiry's result is the app's /view-one: its scripts and styles fetched while the
    // applicant types, so a slow phone shows the result without waiting for them after sending.
    const hints = template === 'enquiry.html' ? viewOneAssets : '';
    const links = alternates
      .map((alternate) => `<link rel="alternate" hreflang="${alternate.lang}" href="${alternate.path}">`)
      .concat(
        alternates.length > 0
          ? [`<link rel="alternate" hreflang="x-default" href="${alternates[0].path}">`]
          : [],
      )
      .join('');
    // Its words as data, not script: the Content-Security-Policy allows no inline script.
    const data = (id, json) =>
      json ? `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>` : '';
    const wordsData = data('page-words', words) + data('language-offers', offers);
    let pageHtml = built
      .replace('<html lang="en">', () => `<html lang="${lang}" dir="${dir}">`)
      .replace(PLACEHOLDER, () => html)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      .replace('</head>', () => `${fonts[lang]?.html ?? ''}${hints}${links}${wordsData}</head>`);
    if (dir === 'rtl') pageHtml = rightToLeft(path.join(root, 'dist'), pageHtml);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, pageHtml);
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
