import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * `<link rel="prefetch">` tags for everything the given entries of the app's build load (their
 * scripts, the scripts those import, their styles), read from Vite's manifest in `dist`, which is
 * then removed (it is not for serving). They come inside a `<template>`, inert until the page has
 * loaded and src/public/pages/prefetch-after-load.ts moves them into it.
 */
export function prefetchLinks(dist, entries) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no Vite manifest at ${manifestFile}: build the app first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk) throw new Error(`${name} is not in the app's build`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  const links = [...files]
    .map(
      (file) =>
        `<link rel="prefetch" href="/${file}"${file.endsWith('.css') ? ' as="style"' : ' as="script"'}>`,
    )
    .join('');
  return `<template id="next-page-assets">${links}</template>`;
}
