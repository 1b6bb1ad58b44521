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
  let buffer = '';
  const pushText = (text: string) => {
    buffer += text;
  };
  const flush = () => {
    if (buffer) nodes.push({ type: 'text', text: buffer });
    buffer = '';
  };
  const push = (node: Inline) => {
    flush();
    nodes.push(node);
  };

  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (!SPECIAL.has(char)) {
      pushText(char);
      i += 1;
      continue;
    }
    const rest = source.slice(i, i + MAX_SPAN);

    if (char === '\\' && i + 1 < source.length && ESCAPABLE.includes(source[i + 1] as string)) {
      pushText(source[i + 1] as string);
      i += 2;
      continue;
    }
    if (char === '\\' && source[i + 1] === '\n') {
      push({ type: 'break' });
      i += 2;
      continue;
    }
    if (char === '\n') {
      // Two trailing spaces make a hard break; otherwise a line break is a space.
      if (buffer.endsWith('  ')) {
        buffer = buffer.replace(/ +$/, '');
        push({ type: 'break' });
      } else {
        buffer = buffer.replace(/ +$/, '');
        pushText(' ');
      }
      i += 1;
      while (source[i] === ' ') i += 1;
      continue;
    }
    if (char === '`') {
      const end = rest.indexOf('`', 1);
      if (end > 1) {
        push({ type: 'code', text: rest.slice(1, end) });
        i += end + 1;
        continue;
      }
    }
    if ((char === '*' || char === '_') && source[i + 1] === char) {
      const delimiter = char + char;
      const end = rest.indexOf(delimiter, 2);
      const canOpen = char === '*' || !isWordChar(source[i - 1]);
      if (canOpen && end > 2 && rest[2] !== ' ') {
        push({ type: 'strong', children: parseInline(rest.slice(2, end)) });
        i += end + 2;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const canOpen = (char === '*' || !isWordChar(source[i - 1])) && source[i + 1] !== ' ';
      let end = rest.indexOf(char, 1);
      // Skip over a doubled delimiter inside (bold within italic), a few times at most.
      for (let skips = 0; end > 0 && rest[end + 1] === char && skips < 8; skips += 1) {
        end = rest.indexOf(char, end + 2);
      }
      if (end > 0 && rest[end + 1] === char) end = -1;
      const canClose = end > 1 && rest[end - 1] !== ' ' && (char === '*' || !isWordChar(rest[end + 1]));
      if (canOpen && canClose) {
        push({ type: 'em', children: parseInline(rest.slice(1, end)) });
        i += end + 1;
        continue;
      }
    }
    if (char === '[') {
      const link = readLink(rest);
      if (link) {
        const children = parseInline(link.text);
        const target = safeHref(link.href);
        if (target) push({ type: 'link', ...target, children });
        else {
          flush();
          nodes.push(...children);
        }
        i += link.length;
        continue;
      }
    }
    if (char === '<') {
      const match = /^<((?:https?:\/\/|mailto:)[^\s<>]+)>/.exec(rest);
      const target = match ? safeHref(match[1] as string) : null;
      if (match && target) {
        push({ type: 'link', ...target, children: [{ type: 'text', text: match[1] as string }] });
        i += match[0].length;
        continue;
      }
    }
    pushText(char);
    i += 1;
  }
  flush();
  return mergeText(nodes);
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
  const blocks: Block[] = [];
  // What is being gathered: at most one of a paragraph, a list or a quote is open at a time.
  const open: { paragraph: string[]; list: OpenList | null; quote: string[] | null } = {
    paragraph: [],
    list: null,
    quote: null,
  };

  const closeParagraph = () => {
    if (open.paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(open.paragraph.join('\n')) });
    }
    open.paragraph = [];
  };
  const closeList = () => {
    if (open.list) {
      const { ordered, start, items } = open.list;
      blocks.push({ type: 'list', ordered, start, items: items.map((item) => parseInline(item)) });
    }
    open.list = null;
  };
  const closeQuote = () => {
    if (open.quote) blocks.push({ type: 'quote', children: parseMarkdown(open.quote.join('\n')) });
    open.quote = null;
  };
  const closeAll = () => {
    closeParagraph();
    closeList();
    closeQuote();
  };

  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string;

    if (open.quote) {
      const quoted = QUOTE.exec(line);
      if (quoted) {
        open.quote.push(quoted[1] as string);
        continue;
      }
      if (line.trim() !== '' && (open.quote.at(-1) ?? '').trim() !== '') {
        // A lazy continuation of the quoted paragraph.
        open.quote.push(line);
        continue;
      }
      closeQuote();
    }

    if (line.trim() === '') {
      closeParagraph();
      closeList();
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      closeAll();
      const marker = fence[1] as string;
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !(lines[index] as string).trimStart().startsWith(marker)) {
        code.push(lines[index] as string);
        index += 1;
      }
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      closeAll();
      const level = Math.min(6, (heading[1] as string).length + 1) as HeadingLevel;
      blocks.push({ type: 'heading', level, children: parseInline((heading[2] ?? '').trim()) });
      continue;
    }

    if (RULE.test(line)) {
      closeAll();
      blocks.push({ type: 'rule' });
      continue;
    }

    const quoted = QUOTE.exec(line);
    if (quoted) {
      closeAll();
      open.quote = [quoted[1] as string];
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      closeParagraph();
      const ordered = numbered !== null;
      if (!open.list || open.list.ordered !== ordered) {
        closeList();
        open.list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      open.list.items.push((bullet ? bullet[1] : numbered?.[2]) ?? '');
      continue;
    }

    if (open.list && /^\s/.test(line)) {
      // An indented line continues the last item.
      const last = open.list.items.length - 1;
      open.list.items[last] = `${open.list.items[last]}\n${line.trim()}`;
      continue;
    }

    closeList();
    open.paragraph.push(line);
  }
  closeAll();
  return blocks;
}

interface OpenList {
  ordered: boolean;
  start: number;
  items: string[];
}

/** Content often opens with "# Its title", which the masthead already shows as the page's h1. */
export function withoutRepeatedTitle(content: string, title: string): string {
  const match = /^\s*#{1,6}[ \t]+(.+?)[ \t#]*(?:\r?\n|$)/.exec(content);
  return match && match[1]?.trim().toLowerCase() === title.trim().toLowerCase()
    ? content.slice(match[0].length)
    : content;
}
