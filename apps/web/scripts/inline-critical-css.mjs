// The prerendered pages' critical CSS: the rules that match the page's
// own HTML go into a <style> in its head, and its stylesheets move to the end of the body, so the
// first paint waits for the HTML alone, not for the 23 kB of gzip CSS the page links (most of it
// Bootstrap utilities the page does not use). The full stylesheets still load, after the content,
// for what the script shows later (the open menu, the enquiry's answer).
//
// Beasties, through its public API; preload 'body' needs no inline script, which the
// Content-Security-Policy (script-src 'self') would block; inline styles are allowed there.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/** Inlines each page's critical CSS in place; returns the inlined size per page, in bytes. */
export async function inlineCriticalCss(distDir, files) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/',
    preload: 'body',
    // Keep the stylesheets whole: they are shared by both pages and by the client app.
    pruneSource: false,
    // Keyframes and fonts the critical rules use come along with them.
    keyframes: 'critical',
    fonts: false,
    // The only inline styles before it are the fonts of a page's language, kept whole.
    reduceInlineStyles: false,
    compress: true,
    logLevel: 'warn',
  });
  const sizes = {};
  for (const file of files) {
    const target = path.join(distDir, file);
    const html = await beasties.process(readFileSync(target, 'utf8'));
    const inlined = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
    if (inlined.length === 0) throw new Error(`${file}: no critical CSS was found to inline.`);
    writeFileSync(target, html);
    sizes[file] = inlined.length;
  }
  return sizes;
}
