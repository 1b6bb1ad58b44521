import { describe, expect, it } from 'vitest';
import { ApplicationExportQuerySchema } from './application-export.ts';
import {
  BULK_MAX_IDS,
  CASE_OFFICE_MESSAGES as M,
  normalizeReference,
  REJECTION_LIMITS,
  rejectionInWords,
  roleAtLeast,
} from './case-office.ts';
import {
  BulkApplicationsBodySchema,
  CaseSettingsInputSchema,
  RejectBodySchema,
} from './case-office-schemas.ts';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('normalizeReference', () => {
  it.each([
    ['K7M-29XD', 'K7M-29XD'],
    ['k7m29xd', 'K7M-29XD'],
    [' k7m 29xd ', 'K7M-29XD'],
    ['K7M--29XD', 'K7M-29XD'],
    // Crockford's reading of the letters people mistake for digits.
    ['K7M-2OXD', 'K7M-20XD'],
    ['i7l-29XD', '171-29XD'],
  ])('reads %j as %j', (typed, stored) => expect(normalizeReference(typed)).toBe(stored));

  it.each(['', 'K7M-29X', 'K7M-29XDD', 'K7U-29XD', 'K7M_29XD', 'AB1234567'])('refuses %j', (typed) =>
    expect(normalizeReference(typed)).toBeNull(),
  );
});

describe('roleAtLeast', () => {
  it('orders admin over approver over staff', () => {
    expect(roleAtLeast('admin', 'approver')).toBe(true);
    expect(roleAtLeast('approver', 'approver')).toBe(true);
    expect(roleAtLeast('staff', 'approver')).toBe(false);
    expect(roleAtLeast('approver', 'admin')).toBe(false);
    expect(roleAtLeast('staff', 'staff')).toBe(true);
  });
});

describe('RejectBodySchema', () => {
  it('takes no body, an empty one, or a reason, a note and the shared switch (off by default)', () => {
    expect(RejectBodySchema.parse(undefined)).toBeUndefined();
    expect(RejectBodySchema.parse(null)).toBeNull();
    expect(RejectBodySchema.parse({})).toEqual({ shared: false });
    expect(RejectBodySchema.parse({ reason: ' Late ', note: ' Call us. ', shared: true })).toEqual({
      reason: 'Late',
      note: 'Call us.',
      shared: true,
    });
  });

  it('refuses a note too long, text that cannot be stored, a shared that is not a boolean, unknown keys', () => {
    expect(messages(RejectBodySchema.safeParse({ note: 'x'.repeat(REJECTION_LIMITS.noteMax + 1) }))).toEqual([
      M.noteLength,
    ]);
    expect(messages(RejectBodySchema.safeParse({ note: 'a\u0000b' }))).toEqual([M.noteLength]);
    expect(messages(RejectBodySchema.safeParse({ reason: 'x'.repeat(121) }))).toEqual([M.unknownReason]);
    expect(messages(RejectBodySchema.safeParse({ shared: 'yes' }))).toEqual([M.sharedSwitch]);
    expect(RejectBodySchema.safeParse({ why: 'x' }).success).toBe(false);
  });
});

describe('CaseSettingsInputSchema', () => {
  const valid = { rejectionReasons: ['Late'], deleteRole: 'approver' };
  it('keeps 1 to 30 reasons of 1 to 120 characters, trimmed, each once, and a role', () => {
    expect(CaseSettingsInputSchema.parse({ ...valid, rejectionReasons: [' Late '] })).toEqual(valid);
    const thirty = Array.from({ length: 30 }, (_, i) => `Reason ${i}`);
    expect(
      CaseSettingsInputSchema.parse({ ...valid, rejectionReasons: thirty }).rejectionReasons,
    ).toHaveLength(30);
  });

  it.each([
    [{ rejectionReasons: [] }, M.reasonsCount],
    [{ rejectionReasons: Array.from({ length: 31 }, (_, i) => `R${i}`) }, M.reasonsCount],
    [{ rejectionReasons: [''] }, M.reasonLength],
    [{ rejectionReasons: ['x'.repeat(121)] }, M.reasonLength],
    [{ rejectionReasons: ['a\ud800'] }, M.reasonLength],
    [{ rejectionReasons: ['Late', ' Late'] }, M.reasonsRepeated],
    [{ deleteRole: 'owner' }, M.deleteRole],
  ])('refuses %j', (change, message) => {
    expect(messages(CaseSettingsInputSchema.safeParse({ ...valid, ...change }))).toEqual([message]);
  });
});

describe('rejectionInWords', () => {
  it('says the reason and the note, either alone, or nothing', () => {
    expect(rejectionInWords('Late', 'Call us.')).toBe('Reason: Late. Call us.');
    expect(rejectionInWords('Late', null)).toBe('Reason: Late.');
    expect(rejectionInWords(null, 'Call us.')).toBe('Call us.');
    expect(rejectionInWords(null, null)).toBe('');
  });
});

describe('BulkApplicationsBodySchema', () => {
  const id = (n: number) => n.toString(16).padStart(24, '0');
  it('takes assign (a user or null), status and delete, each with 1 to 200 ids, the same id once', () => {
    expect(
      BulkApplicationsBodySchema.parse({ action: 'assign', ids: [id(1), id(1)], assignedTo: null }),
    ).toEqual({
      action: 'assign',
      ids: [id(1)],
      assignedTo: null,
    });
    expect(
      BulkApplicationsBodySchema.parse({ action: 'status', ids: [id(2)], status: 'approved' }).action,
    ).toBe('status');
    const most = Array.from({ length: BULK_MAX_IDS }, (_, n) => id(n));
    expect(BulkApplicationsBodySchema.parse({ action: 'delete', ids: most }).ids).toHaveLength(BULK_MAX_IDS);
  });

  it.each([
    [{ action: 'delete', ids: [] }, M.bulkIds],
    [{ action: 'delete', ids: Array.from({ length: BULK_MAX_IDS + 1 }, (_, n) => id(n)) }, M.bulkIds],
    [{ action: 'archive', ids: [id(1)] }, M.bulkAction],
    [{ action: 'status', ids: [id(1)], status: 'closed' }, undefined],
    [{ action: 'delete', ids: [id(1)], status: 'approved' }, undefined],
  ])('refuses %j', (body, message) => {
    const result = BulkApplicationsBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(messages(result)).toContain(message);
  });
});

describe("the export's ids", () => {
  const id = (n: number) => n.toString(16).padStart(24, '0');
  it('takes up to 200 comma-separated ids, each once, and refuses anything else', () => {
    expect(
      ApplicationExportQuerySchema.parse({ format: 'csv', ids: `${id(1)},${id(2)},${id(1)}` }).ids,
    ).toEqual([id(1), id(2)]);
    for (const ids of [
      '',
      'x',
      `${id(1)},`,
      `${id(1)} ${id(2)}`,
      Array.from({ length: 201 }, (_, n) => id(n)).join(','),
    ])
      expect(messages(ApplicationExportQuerySchema.safeParse({ format: 'csv', ids }))).toEqual([M.bulkIds]);
  });
});
