import { describe, expect, it } from 'vitest';
import { NoteBodySchema, NoteParamsSchema } from './case-owner.ts';
import { NOTE_LIMITS } from './constants.ts';
import { MESSAGES } from './messages.ts';

const issues = (body: unknown) =>
  NoteBodySchema.safeParse({ body }).error?.issues.map((issue) => issue.message);

describe('NoteBodySchema', () => {
  it('trims the text and keeps its line breaks', () => {
    expect(NoteBodySchema.parse({ body: '  Called.\nNo answer.  ' })).toEqual({
      body: 'Called.\nNo answer.',
    });
    expect(NoteBodySchema.parse({ body: 'x'.repeat(NOTE_LIMITS.bodyMax) }).body).toHaveLength(
      NOTE_LIMITS.bodyMax,
    );
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n\t '],
    ['one character too long', 'x'.repeat(NOTE_LIMITS.bodyMax + 1)],
    ['a NUL byte', 'a\u0000b'],
    ['a lone surrogate', 'a\ud800'],
    ['not text', 42],
    ['missing', undefined],
  ])('refuses %s with the one message', (_name, body) => {
    expect(issues(body)).toEqual([MESSAGES.notes.invalidBody]);
  });
});

describe('NoteParamsSchema', () => {
  it('takes two ids and refuses a bad one with the id message', () => {
    const ids = { id: 'a'.repeat(24), noteId: 'b'.repeat(24) };
    expect(NoteParamsSchema.parse(ids)).toEqual(ids);
    const bad = NoteParamsSchema.safeParse({ ...ids, noteId: 'nope' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.common.invalidId]);
  });
});
