import { createElement, Fragment, type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { type Block, type Inline, parseMarkdown } from './markdown';

/**
 * Renders Markdown as React elements (never as an HTML string): every piece of text is a text
 * node React escapes, and links carry only the addresses markdown.ts allows (paths on this site
 * open in the app, the others with rel="noopener noreferrer").
 */
export function MarkdownView({ source }: { source: string }) {
  const blocks = useMemo(() => parseMarkdown(source), [source]);
  return <>{renderBlocks(blocks)}</>;
}

export function renderBlocks(blocks: readonly Block[]): ReactNode[] {
  return blocks.map((block, index) => renderBlock(block, index));
}

function renderBlock(block: Block, key: number): ReactNode {
  switch (block.type) {
    case 'heading':
      return createElement(`h${block.level}`, { key }, renderInlines(block.children));
    case 'paragraph':
      return <p key={key}>{renderInlines(block.children)}</p>;
    case 'list': {
      const items = block.items.map((item, index) => (
        // Items have no identity beyond their position in the text.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
        <li key={index}>{renderInlines(item)}</li>
      ));
      return block.ordered ? (
        <ol key={key} start={block.start === 1 ? undefined : block.start}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case 'quote':
      return <blockquote key={key}>{renderBlocks(block.children)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{block.text}</code>
        </pre>
      );
    case 'rule':
      return <hr key={key} />;
  }
}

function renderInlines(nodes: readonly Inline[]): ReactNode[] {
  return nodes.map((node, index) => renderInline(node, index));
}

function renderInline(node: Inline, key: number): ReactNode {
  switch (node.type) {
    case 'text':
      return <Fragment key={key}>{node.text}</Fragment>;
    case 'strong':
      return <strong key={key}>{renderInlines(node.children)}</strong>;
    case 'em':
      return <em key={key}>{renderInlines(node.children)}</em>;
    case 'code':
      return <code key={key}>{node.text}</code>;
    case 'break':
      return <br key={key} />;
    case 'link':
      return node.isExternal ? (
        <a key={key} href={node.href} rel="noopener noreferrer">
          {renderInlines(node.children)}
        </a>
      ) : (
        <Link key={key} to={node.href}>
          {renderInlines(node.children)}
        </Link>
      );
  }
}
