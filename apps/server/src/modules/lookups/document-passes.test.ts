import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDocumentPasses } from './document-passes.ts';

const ID = '65f1a2b3c4d5e6f708192a3b';
const OTHER = '65f1a2b3c4d5e6f708192a3c';
const later = () => new Date(Date.now() + 60_000);

describe('document passes', () => {
  const passes = createDocumentPasses(randomBytes(32));

  it('reads back the application of a pass of the same kind, until it expires', () => {
    const grant = passes.sign('grant', ID, later());
    expect(grant).toMatch(/^[A-Za-z0-9_-]{47}$/);
    expect(passes.read('grant', grant)).toBe(ID);
    expect(passes.read('grant', grant, Date.now() + 60_001)).toBeUndefined();
    expect(passes.read('grant', passes.sign('grant', ID, new Date(Date.now() - 1)))).toBeUndefined();
  });

  it('never takes a ticket for a grant or the other way round', () => {
    expect(passes.read('grant', passes.sign('ticket', ID, later()))).toBeUndefined();
    expect(passes.read('ticket', passes.sign('grant', ID, later()))).toBeUndefined();
  });

  it('names only its own application', () => {
    expect(passes.read('grant', passes.sign('grant', OTHER, later()))).toBe(OTHER);
  });

  it('refuses a pass changed in any character, or signed under another key', () => {
    const grant = passes.sign('grant', ID, later());
    for (let i = 0; i < grant.length; i++) {
      const changed = `${grant.slice(0, i)}${grant[i] === 'A' ? 'B' : 'A'}${grant.slice(i + 1)}`;
      expect(passes.read('grant', changed)).toBeUndefined();
    }
    expect(createDocumentPasses(randomBytes(32)).read('grant', grant)).toBeUndefined();
    for (const junk of [undefined, '', 'x', `${grant}A`, grant.slice(1)])
      expect(passes.read('grant', junk)).toBeUndefined();
  });
});
