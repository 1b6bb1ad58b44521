// The fonts of the languages whose scripts a phone may lack: self-hosted Noto families from
// @fontsource (SIL Open Font License 1.1), one variable woff2 per language holding its script's
// glyphs only, copied into dist/assets/fonts/ under a content hash. Only that language's pages link
// it: English and Filipino load none, and Latin text keeps the site's own fonts (unicode-range).
//
// `font-display: optional` with a preload: the file is asked for with the HTML, and the browser
// uses it only if it is there before the first paint (else from the next page on, from the
// cache), so its arrival never moves the text once shown.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** Each language's family: the @fontsource package and the subset its script is in. */
const FONTS = {
  ar: { pkg: '@fontsource-variable/noto-sans-arabic', subset: 'arabic' },
  ur: { pkg: '@fontsource-variable/noto-nastaliq-urdu', subset: 'arabic' },
  hi: { pkg: '@fontsource-variable/noto-sans-devanagari', subset: 'devanagari' },
  ne: { pkg: '@fontsource-variable/noto-sans-devanagari', subset: 'devanagari' },
  bn: { pkg: '@fontsource-variable/noto-sans-bengali', subset: 'bengali' },
};

/** The package's @font-face rule of one subset: its family, weights and unicode-range. */
function fontFace(pkg, subset) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const css = readFileSync(path.join(dir, 'wght.css'), 'utf8');
  const rule = css.split('@font-face').find((block) => block.includes(`-${subset}-wght-normal.woff2`));
  if (!rule) throw new Error(`${pkg} has no ${subset} subset.`);
  const field = (name) => {
    const value = rule.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1];
    if (!value) throw new Error(`${pkg}'s ${subset} rule has no ${name}.`);
    return value;
  };
  const file = field('src').match(/url\(\.\/([^)]+)\)/)?.[1];
  if (!file) throw new Error(`${pkg}'s ${subset} rule names no file.`);
  return {
    source: path.join(dir, file),
    family: field('font-family'),
    weight: field('font-weight'),
    range: field('unicode-range'),
  };
}

/**
 * Copies each language's font into dist/assets/fonts/; returns, per language, what its pages'
 * heads take (the preload, the @font-face, the family before the site's own) and its bytes. The
 * same rules go into dist/fonts/<code>.css (under a fixed name, revalidated) for the web app's
 * pages under a prefix, which link it when they start (in-locale.tsx); a language with no font of
 * its own gets an empty one.
 */
export function localeFonts(distDir, locales) {
  const fontsDir = path.join(distDir, 'assets', 'fonts');
  const stylesDir = path.join(distDir, 'fonts');
  mkdirSync(fontsDir, { recursive: true });
  mkdirSync(stylesDir, { recursive: true });
  for (const locale of locales)
    writeFileSync(path.join(stylesDir, `${locale}.css`), "/* The site's own fonts serve this language. */\n");
  const heads = {};
  for (const [locale, { pkg, subset }] of Object.entries(FONTS)) {
    const { source, family, weight, range } = fontFace(pkg, subset);
    const bytes = readFileSync(source);
    const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
    const name = `${path.basename(source, '.woff2')}-${hash}.woff2`;
    copyFileSync(source, path.join(fontsDir, name));
    const href = `/assets/fonts/${name}`;
    const css =
      `@font-face{font-family:${family};font-style:normal;font-display:optional;` +
      `font-weight:${weight};src:url(${href}) format("woff2");unicode-range:${range}}` +
      `html[lang="${locale}"] body{font-family:${family},var(--bs-body-font-family)}`;
    writeFileSync(path.join(stylesDir, `${locale}.css`), `${css}\n`);
    heads[locale] = {
      bytes: bytes.length,
      html: `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin><style>${css}</style>`,
    };
  }
  return heads;
}
