import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref, withoutRepeatedTitle } from './markdown';
import { MarkdownView } from './markdown-view';

// React Router marks its links with data-discover; it says nothing about safety, so it is dropped.
const html = (source: string) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(MarkdownView, { source }))).replaceAll(
    ' data-discover="true"',
    '',
  );

describe('safeHref', () => {
  it('allows http, https, mailto and paths on this site', () => {
    expect(safeHref('https://example.com/a?b=1')).toEqual({
      href: 'https://example.com/a?b=1',
      isExternal: true,
    });
    expect(safeHref('http://example.com')).toEqual({ href: 'http://example.com/', isExternal: true });
    expect(safeHref('mailto:info@example.com')).toEqual({
      href: 'mailto:info@example.com',
      isExternal: true,
    });
    expect(safeHref(' /enquiry ')).toEqual({ href: '/enquiry', isExternal: false });
  });

  it('refuses script, data and other schemes, protocol-relative and relative addresses', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/x',
      '/\\evil.example',
      'about-us',
      '',
    ]) {
      expect(safeHref(href), href).toBeNull();
    }
  });
});

describe('parseMarkdown', () => {
  it('starts the headings at h2 whatever level the text starts at', () => {
    expect(
      parseMarkdown('## Team\n\n### Leads\n\n## Offices').map((block) => 'level' in block && block.level),
    ).toEqual([2, 3, 2]);
  });

  it('reads headings one level down, so the page title stays the only h1', () => {
    expect(parseMarkdown('# About\n## Team\n###### Deep')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'About' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Team' }] },
      { type: 'heading', level: 6, children: [{ type: 'text', text: 'Deep' }] },
    ]);
  });

  it('joins the lines of a paragraph and separates paragraphs on blank lines', () => {
    expect(parseMarkdown('one\ntwo\n\nthree')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'one two' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'three' }] },
    ]);
  });

  it('reads bulleted and numbered lists, with indented continuation lines', () => {
    const blocks = parseMarkdown('- a\n* b\n  more\n\n3. c\n4. d');
    expect(blocks).toEqual([
      {
        type: 'list',
        ordered: false,
        start: 1,
        items: [[{ type: 'text', text: 'a' }], [{ type: 'text', text: 'b more' }]],
      },
      {
        type: 'list',
        ordered: true,
        start: 3,
        items: [[{ type: 'text', text: 'c' }], [{ type: 'text', text: 'd' }]],
      },
    ]);
  });

  it('reads quotes, rules and fenced code', () => {
    expect(parseMarkdown('> quoted\n\n---\n\n```\n<b>raw</b>\n```')).toEqual([
      { type: 'quote', children: [{ type: 'paragraph', children: [{ type: 'text', text: 'quoted' }] }] },
      { type: 'rule' },
      { type: 'code', text: '<b>raw</b>' },
    ]);
  });
});

describe('parseInline', () => {
  it('reads bold, italic, code and links', () => {
    expect(parseInline('**bold** and *it* and _it_ and `x*y` and [site](https://a.example)')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'bold' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' and ' },
      { type: 'em', children: [{ type: 'text', text: 'it' }] },
      { type: 'text', text: ' and ' },
      { type: 'code', text: 'x*y' },
      { type: 'text', text: ' and ' },
      {
        type: 'link',
        href: 'https://a.example/',
        isExternal: true,
        children: [{ type: 'text', text: 'site' }],
      },
    ]);
  });

  it('leaves underscores inside words and unmatched markers alone', () => {
    expect(parseInline('snake_case_name and 2 * 3 and a **lone')).toEqual([
      { type: 'text', text: 'snake_case_name and 2 * 3 and a **lone' },
    ]);
  });

  it('turns a link with a refused address into its text only', () => {
    expect(parseInline('[click](javascript:alert(1)) now')).toEqual([{ type: 'text', text: 'click now' }]);
  });

  it('keeps balanced parentheses inside an address', () => {
    expect(parseInline('[wiki](https://en.example/Visa_(document))')).toEqual([
      {
        type: 'link',
        href: 'https://en.example/Visa_(document)',
        isExternal: true,
        children: [{ type: 'text', text: 'wiki' }],
      },
    ]);
  });

  it('honours backslash escapes and hard breaks', () => {
    expect(parseInline('\\*not italic\\*  \nnext')).toEqual([
      { type: 'text', text: '*not italic*' },
      { type: 'break' },
      { type: 'text', text: 'next' },
    ]);
  });

  it('stays linear on pathological input', () => {
    const started = performance.now();
    parseInline('['.repeat(20_000) + '*'.repeat(20_000) + '_a'.repeat(10_000));
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('MarkdownView', () => {
  it('renders the elements', () => {
    expect(
      html('# Title\n\nHello **you**, see [the enquiry](/enquiry) or [mail](mailto:a@b.example).\n\n1. one'),
    ).toBe(
      '<h2>Title</h2><p>Hello <strong>you</strong>, see <a href="/enquiry">the enquiry</a> or ' +
        '<a href="mailto:a@b.example" rel="noopener noreferrer">mail</a>.</p><ol><li>one</li></ol>',
    );
  });

  it('gives external links rel="noopener noreferrer"', () => {
    expect(html('[x](https://example.com)')).toBe(
      '<p><a href="https://example.com/" rel="noopener noreferrer">x</a></p>',
    );
  });

  it('shows raw HTML as text, never as markup', () => {
    const out = html(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).not.toMatch(/<a /);
    expect(out).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('never renders a javascript: or data: address', () => {
    const out = html(
      '[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=) <javascript:alert(1)>',
    );
    expect(out).not.toContain('href');
    expect(out).not.toMatch(/javascript:alert\(1\)"/);
  });

  it('escapes text inside code and attributes', () => {
    expect(html('`<b>` and [q](https://x.example/?a="b")')).toBe(
      '<p><code>&lt;b&gt;</code> and <a href="https://x.example/?a=%22b%22" rel="noopener noreferrer">q</a></p>',
    );
  });
});

describe('withoutRepeatedTitle', () => {
  it('drops an opening heading that repeats the page title, and nothing else', () => {
    expect(withoutRepeatedTitle('# About Us\n\nText', 'About us')).toBe('\nText');
    expect(withoutRepeatedTitle('## Our story\n\nText', 'About us')).toBe('## Our story\n\nText');
    expect(withoutRepeatedTitle('Intro\n# About Us', 'About Us')).toBe('Intro\n# About Us');
  });
});
