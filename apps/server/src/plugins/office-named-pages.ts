import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';
type Variants = Record<Encoding, Buffer> & { tag: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page with its `hreflang` alternates as full addresses, which search engines require: the
 * build knows only their paths, the server its public address.
 */
const withFullAlternates = (html: string, origin: string) =>
  html.replace(
    /(<link rel="alternate" hreflang="[^"]+" href=")\//g,
    (_, start: string) => `${start}${origin}/`,
  );

/**
 * The built HTML pages (index.html and the prerendered ones) carry the default site name wherever
 * the site's name belongs: the tab title, og:site_name and og:title, the brand, the footer. Each is
 * served with the office's name in its place, so that link previews, a browser without scripts
 * and the first paint all show it. The build's own compressed copies serve the default name; for
 * another name each page is compressed once (off the event loop) and kept until the name changes.
 * A page whose alternates the server completes (`origin`) is compressed here too, whatever the name.
 */
export function createOfficeNamedPages(
  root: string,
  files: readonly string[],
  defaultName: string,
  origin: string,
) {
  const templates = new Map(
    files
      .filter((file) => existsSync(path.join(root, file)))
      .map((file) => {
        const html = readFileSync(path.join(root, file), 'utf8');
        const served = withFullAlternates(html, origin);
        return [file, { parts: served.split(defaultName), isAsBuilt: served === html }] as const;
      }),
  );
  const built = (file: string, ext: string) => {
    const copy = path.join(root, `${file}${ext}`);
    return existsSync(copy) ? readFileSync(copy) : undefined;
  };
  const current = new Map<string, { name: string; variants: Promise<Variants> }>();

  async function variantsOf(
    file: string,
    { parts, isAsBuilt }: { parts: string[]; isAsBuilt: boolean },
    name: string,
  ): Promise<Variants> {
    const identity = Buffer.from(parts.join(escapeHtml(name)));
    const isDefault = isAsBuilt && name === defaultName;
    const [br, gz] = await Promise.all([
      (isDefault && built(file, '.br')) ||
        brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      (isDefault && built(file, '.gz')) || gzipped(identity, { level: 9 }),
    ]);
    const tag = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
    return { identity, br, gzip: gz, tag };
  }

  return {
    has: (file: string) => templates.has(file),
    /** The page named for the office, in the encoding asked for, with its entity tag. */
    async page(file: string, name: string, encoding: Encoding) {
      const template = templates.get(file);
      if (!template) throw new Error(`${file} is not a built page`);
      let entry = current.get(file);
      if (entry?.name !== name) {
        entry = { name, variants: variantsOf(file, template, name) };
        current.set(file, entry);
      }
      const variants = await entry.variants;
      return { body: variants[encoding], etag: `"${variants.tag}-${encoding}"` };
    },
  };
}

/** The encoding a request accepts that saves the most: Brotli, then gzip, else none. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [coding, ...params] = item.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (coding) accepted.set(coding.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
