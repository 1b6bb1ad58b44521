// The right-to-left pages' stylesheets: each stylesheet a page links, mirrored by rtlcss (left and
// right swapped in every property, Bootstrap's rules included) into a copy beside it, which the
// page links instead. Generated at build from the same CSS, never written by hand.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import rtlcss from 'rtlcss';

/** `html` with each of its /assets/*.css stylesheets swapped for its mirrored copy, made if missing. */
export function rightToLeft(distDir, html) {
  return html.replace(/(<link rel="stylesheet"[^>]*href="\/assets\/)([^"]+)\.css"/g, (_, start, name) => {
    const mirrored = path.join(distDir, 'assets', `${name}.rtl.css`);
    if (!existsSync(mirrored))
      writeFileSync(
        mirrored,
        rtlcss.process(readFileSync(path.join(distDir, 'assets', `${name}.css`), 'utf8')),
      );
    return `${start}${name}.rtl.css"`;
  });
}
