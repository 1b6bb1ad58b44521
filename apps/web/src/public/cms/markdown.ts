/*
 * A small Markdown reader for content pages: headings, paragraphs, bulleted
 * and numbered lists, block quotes, rules, fenced code, bold, italic, inline code and links. It
 * produces a tree of plain objects that markdown-view.tsx turns into React elements, so nothing is
 * ever parsed as HTML: raw HTML in the source stays visible text, and a link whose address is not
 * http, https, mailto or a path on this site is shown as its text only.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string; isExternal: boolean; children: Inline[] }
  | { type: 'break' };

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export type Block =
  | { type: 'heading'; level: HeadingLevel; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

/** How far a closing delimiter is looked for, so a stray `[` or `*` cannot make parsing quadratic. */
const MAX_SPAN = 2_000;

/**
 * The address a link may have, or null. Allowed: http, https and mailto addresses, and paths on
 * this site ("/about-us", not "//host"). Everything else (javascript:, data:, vbscript:, relative
 * or malformed addresses) is refused.
 */
export function safeHref(raw: string): { href: string; isExternal: boolean } | null {
  const candidate = raw.trim();
  if (/^\/(?![/\\])/.test(candidate))
    return /[\s<>"]/.test(candidate) ? null : { href: candidate, isExternal: false };
  try {
    const url = new URL(candidate);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { href: url.href, isExternal: true };
    if (url.protocol === 'mailto:') return { href: candidate, isExternal: true };
  } catch {
    // Not an absolute address.
  }
  return null;
}

const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
const ESCAPABLE = '\\`*_{}[]()#+-.!>|~<"\'';
/** The characters that may start inline markup; everything else is plain text. */
const SPECIAL = new Set(['\\', '\n', '`', '*', '_', '[', '<']);

/** Inline Markdown to a list of nodes; adjacent text is merged. */
export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = [];
  // The text since the last node that is not text: a line break looks at its trailing spaces.
  let buffer = '';
  const push = (...found: Inline[]) => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
    nodes.push(...found);
  };

  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    const next = source[i + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.includes(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (char === '\n') {
      // Two trailing spaces make a hard break; otherwise a line break is a space.
      const isHardBreak = buffer.endsWith('  ');
      buffer = buffer.replace(/ +$/, '');
      if (isHardBreak) push({ type: 'break' });
      else buffer += ' ';
      i += 1;
      while (source[i] === ' ') i += 1;
      continue;
    }
    const markup = SPECIAL.has(char) ? readMarkup(source, i) : null;
    if (markup) {
      push(...markup.nodes);
      i += markup.length;
    } else {
      buffer += char;
      i += 1;
    }
  }
  push();
  return mergeText(nodes);
}

/** What markup read at a position gives, and how many characters it takes. */
interface Markup {
  nodes: Inline[];
  length: number;
}

/** The markup that starts at `source[i]`, a special character; null: the character is text. */
function readMarkup(source: string, i: number): Markup | null {
  const char = source[i];
  const rest = source.slice(i, i + MAX_SPAN);
  if (char === '\\') return rest[1] === '\n' ? { nodes: [{ type: 'break' }], length: 2 } : null;
  if (char === '`') {
    const end = rest.indexOf('`', 1);
    return end > 1 ? { nodes: [{ type: 'code', text: rest.slice(1, end) }], length: end + 1 } : null;
  }
  if (char === '*' || char === '_') return readEmphasis(char, rest, source[i - 1]);
  if (char === '[') return readLinkMarkup(rest);
  if (char === '<') return readAutolink(rest);
  return null;
}

/** Bold or italic at the start of `rest`; `before` is the character before it. */
function readEmphasis(char: '*' | '_', rest: string, before: string | undefined): Markup | null {
  if (rest[1] === char) {
    const end = rest.indexOf(char + char, 2);
    const canOpen = char === '*' || !isWordChar(before);
    if (canOpen && end > 2 && rest[2] !== ' ') {
      return { nodes: [{ type: 'strong', children: parseInline(rest.slice(2, end)) }], length: end + 2 };
    }
  }
  const canOpen = (char === '*' || !isWordChar(before)) && rest[1] !== ' ';
  let end = rest.indexOf(char, 1);
  // Skip over a doubled delimiter inside (bold within italic), a few times at most.
  for (let skips = 0; end > 0 && rest[end + 1] === char && skips < 8; skips += 1) {
    end = rest.indexOf(char, end + 2);
  }
  if (end > 0 && rest[end + 1] === char) end = -1;
  const canClose = end > 1 && rest[end - 1] !== ' ' && (char === '*' || !isWordChar(rest[end + 1]));
  if (!canOpen || !canClose) return null;
  return { nodes: [{ type: 'em', children: parseInline(rest.slice(1, end)) }], length: end + 1 };
}

/** A link at the start of `rest`; one whose address is refused reads as its text. */
function readLinkMarkup(rest: string): Markup | null {
  const link = readLink(rest);
  if (!link) return null;
  const children = parseInline(link.text);
  const target = safeHref(link.href);
  return { nodes: target ? [{ type: 'link', ...target, children }] : children, length: link.length };
}

/** `<https://...>` or `<mailto:...>` at the start of `rest`. */
function readAutolink(rest: string): Markup | null {
  const match = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/.exec(rest);
  const target = match ? safeHref(match[1] as string) : null;
  if (!match || !target) return null;
  return {
    nodes: [{ type: 'link', ...target, children: [{ type: 'text', text: match[1] as string }] }],
    length: match[0].length,
  };
}

/** `[text](address "optional title")` at the start of `source`. */
function readLink(source: string): { text: string; href: string; length: number } | null {
  if (!source.includes('](')) return null;
  let depth = 0;
  let close = -1;
  for (let j = 0; j < source.length; j += 1) {
    const char = source[j];
    if (char === '\\') {
      j += 1;
      continue;
    }
    if (char === '[') depth += 1;
    if (char === ']') {
      depth -= 1;
      if (depth === 0) {
        close = j;
        break;
      }
    }
  }
  if (close < 1 || source[close + 1] !== '(') return null;
  // The address ends at the first unbalanced ")" (addresses may contain balanced parentheses).
  let end = -1;
  for (let j = close + 2, parens = 0; j < source.length; j += 1) {
    const char = source[j];
    if (char === '\\') j += 1;
    else if (char === '(') parens += 1;
    else if (char === ')') {
      if (parens === 0) {
        end = j;
        break;
      }
      parens -= 1;
    } else if (char === '\n') break;
  }
  if (end < 0) return null;
  const inside = source.slice(close + 2, end).trim();
  const href = inside.replace(/\s+(?:"[^"]*"|'[^']*')$/, '').replace(/^<(.*)>$/, '$1');
  return { text: source.slice(1, close), href, length: end + 1 };
}

function mergeText(nodes: Inline[]): Inline[] {
  const merged: Inline[] = [];
  for (const node of nodes) {
    const last = merged[merged.length - 1];
    if (node.type === 'text' && last?.type === 'text') last.text += node.text;
    else merged.push(node);
  }
  return merged;
}

const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const BULLET = /^ {0,3}[-*+][ \t]+(.*)$/;
const NUMBERED = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const QUOTE = /^ {0,3}>[ \t]?(.*)$/;
const FENCE = /^ {0,3}(```+|~~~+)/;

/**
 * Block-level Markdown to a list of blocks. The page's title is its h1, so the content's top
 * heading level becomes h2 and the others follow it (capped at h6): "#" and "##" read as h2 and h3,
 * and a text whose sections start at "##" reads the same, keeping the page's headings in order.
 */
export function parseMarkdown(source: string): Block[] {
  const blocks = parseBlocks(source);
  const levels = blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : []));
  const shift = levels.length > 0 ? Math.min(...levels) - 2 : 0;
  if (shift <= 0) return blocks;
  return blocks.map((block) =>
    block.type === 'heading' ? { ...block, level: (block.level - shift) as HeadingLevel } : block,
  );
}

function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').split('\n');
  const read: BlockReading = { blocks: [], paragraph: [], list: null, quote: null };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;
    if (read.quote && continuesQuote(read.quote, line)) continue;
    closeQuote(read);

    if (line.trim() === '') {
      closeParagraph(read);
      closeList(read);
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      closeAll(read);
      index = readFence(lines, index, fence[1] as string, read.blocks);
      continue;
    }
    if (!readOpeningLine(read, line)) readTextLine(read, line);
  }
  closeAll(read);
  return read.blocks;
}

/** The blocks read so far, and what is being gathered: at most one of a paragraph, a list or a quote. */
interface BlockReading {
  blocks: Block[];
  paragraph: string[];
  list: OpenList | null;
  quote: string[] | null;
}

interface OpenList {
  ordered: boolean;
  start: number;
  items: string[];
}

function closeParagraph(read: BlockReading) {
  if (read.paragraph.length > 0) {
    read.blocks.push({ type: 'paragraph', children: parseInline(read.paragraph.join('\n')) });
  }
  read.paragraph = [];
}

function closeList(read: BlockReading) {
  if (read.list) {
    const { ordered, start, items } = read.list;
    read.blocks.push({ type: 'list', ordered, start, items: items.map((item) => parseInline(item)) });
  }
  read.list = null;
}

function closeQuote(read: BlockReading) {
  if (read.quote) read.blocks.push({ type: 'quote', children: parseMarkdown(read.quote.join('\n')) });
  read.quote = null;
}

function closeAll(read: BlockReading) {
  closeParagraph(read);
  closeList(read);
  closeQuote(read);
}

/** Whether `line` belongs to the open quote, which then holds it. */
function continuesQuote(quote: string[], line: string): boolean {
  const quoted = QUOTE.exec(line);
  if (quoted) quote.push(quoted[1] as string);
  // A lazy continuation of the quoted paragraph.
  else if (line.trim() !== '' && (quote.at(-1) ?? '').trim() !== '') quote.push(line);
  else return false;
  return true;
}

/** The fenced code opened at `lines[open]`, added to `blocks`; answers the index of its closing line. */
function readFence(lines: string[], open: number, marker: string, blocks: Block[]): number {
  const code: string[] = [];
  let index = open + 1;
  while (index < lines.length && !(lines[index] as string).trimStart().startsWith(marker)) {
    code.push(lines[index] as string);
    index += 1;
  }
  blocks.push({ type: 'code', text: code.join('\n') });
  return index;
}

/** A heading, a rule or the start of a quote, which close what was open; false: none of them. */
function readOpeningLine(read: BlockReading, line: string): boolean {
  const heading = HEADING.exec(line);
  const quoted = heading ? null : QUOTE.exec(line);
  if (!heading && !quoted && !RULE.test(line)) return false;
  closeAll(read);
  if (heading) {
    const level = Math.min(6, (heading[1] as string).length + 1) as HeadingLevel;
    read.blocks.push({ type: 'heading', level, children: parseInline((heading[2] ?? '').trim()) });
  } else if (quoted) read.quote = [quoted[1] as string];
  else read.blocks.push({ type: 'rule' });
  return true;
}

/** A list item, a line continuing the last item, or a line of a paragraph. */
function readTextLine(read: BlockReading, line: string) {
  const bullet = BULLET.exec(line);
  const numbered = bullet ? null : NUMBERED.exec(line);
  if (bullet || numbered) {
    closeParagraph(read);
    const ordered = numbered !== null;
    if (!read.list || read.list.ordered !== ordered) {
      closeList(read);
      read.list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
    }
    read.list.items.push((bullet ? bullet[1] : numbered?.[2]) ?? '');
  } else if (read.list && /^\s/.test(line)) {
    // An indented line continues the last item.
    const last = read.list.items.length - 1;
    read.list.items[last] = `${read.list.items[last]}\n${line.trim()}`;
  } else {
    closeList(read);
    read.paragraph.push(line);
  }
}

/** Content often opens with "# Its title", which the masthead already shows as the page's h1. */
export function withoutRepeatedTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  return match && match[1]?.trim().toLowerCase() === title.trim().toLowerCase()
    ? content.slice(match[0].length)
    : content;
}
