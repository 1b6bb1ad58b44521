import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import { MESSAGES } from './messages.ts';
import { isStorableText } from './storable-text.ts';
import { searchText, text } from './text.ts';
import { textFieldNames, textFields } from './text-fields.ts';

const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Okafor'],
    ['accents and other scripts', 'Zoë Ñúñez 山田 عزيز'],
    ['an emoji (a surrogate pair)', 'ok \ud83d\ude00'],
    ['tabs and new lines', 'line one\n\tline two'],
    ['the empty string', ''],
  ])('accepts %s', (_name, value) => expect(isStorableText(value)).toBe(true));

  it.each([
    ['a NUL byte', 'Oka\u0000for'],
    ['a NUL alone', '\0'],
    ['a lone high surrogate', `abc${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW}abc`],
    ['a pair in the wrong order', `${LONE_LOW}${LONE_HIGH}`],
  ])('refuses %s', (_name, value) => expect(isStorableText(value)).toBe(false));
});

describe('text()', () => {
  const field = text('Bad field.', 'Field missing.').trim().min(3, { error: 'Bad field.' }).max(5, {
    error: 'Bad field.',
  });
  const issues = (value: unknown) => field.safeParse(value).error?.issues.map((issue) => issue.message);

  it('refuses unstorable text with the field message, once, before the other checks', () => {
    expect(issues('ab\0c')).toEqual(['Bad field.']);
    expect(issues(`${'x'.repeat(1_000_000)}\0`)).toEqual(['Bad field.']);
    expect(issues(`abc${LONE_HIGH}`)).toEqual(['Bad field.']);
  });
  it('answers the missing message for a value that is not text', () => {
    expect(issues(undefined)).toEqual(['Field missing.']);
    expect(issues(42)).toEqual(['Field missing.']);
  });
  it('keeps the checks chained after it', () => {
    expect(field.parse('  abc  ')).toBe('abc');
    expect(issues('x'.repeat(1_000_000))).toEqual(['Bad field.']);
  });
});

describe('searchText()', () => {
  const search = searchText();
  it('is trimmed and blank when absent', () => {
    expect(search.parse(undefined)).toBe('');
    expect(search.parse('  bil az ')).toBe('bil az');
  });
  it.each([
    ['a NUL byte', 'a\0b'],
    ['a lone surrogate', LONE_LOW],
    ['more than 100 characters', 'x'.repeat(101)],
  ])('refuses %s with the search message', (_name, value) => {
    expect(search.safeParse(value).error?.issues[0]?.message).toBe(MESSAGES.common.invalidSearch);
  });
});

describe('textFields()', () => {
  it('finds text behind wrappers, pipes, unions and arrays, and tells ruled from bare', () => {
    const schema = z.object({
      a: text('x').trim().pipe(z.email()).optional(),
      b: z.union([z.literal(''), z.string()]),
      c: z.array(text('y')),
      d: z.number(),
      e: z.enum(['p', 'q']),
    });
    expect(textFields(schema)).toEqual([
      { path: 'a', hasTextRule: true },
      { path: 'b', hasTextRule: false },
      { path: 'c[]', hasTextRule: true },
    ]);
    expect(textFieldNames(schema)).toEqual(['a', 'b', 'c']);
  });
});

/**
 * Schemas of answers, not of input: their strings come from the database. Every other schema the
 * contract exports is input, so a new input schema is checked below without being listed.
 */
const OUTPUT_SCHEMAS = new Set([
  'ApplicationSchema',
  'AuditEventSchema',
  'AuditListSchema',
  'UserListItemSchema',
  'CaseSettingsSchema',
  'CalendarFeedSchema',
  'ApplicationListSchema',
  'StatusChangeSchema',
  'PublicLookupSchema',
  'ApplicationHistorySchema',
  'FieldChangeSchema',
  'RecordVersionSchema',
  'RecordVersionsSchema',
  'RecordVersionMetaSchema',
  'EnquiryApplicationSchema',
  'EnquiryResponseSchema',
  'EnquiryDocumentsSchema',
  'DocumentsLockedSchema',
  'DocumentCodeSentSchema',
  'DocumentGrantSchema',
  'PrintVerificationSchema',
  'ImageSizesSchema',
  'VerificationResultSchema',
  'CompanySchema',
  'CompanyListSchema',
  'DesignationSchema',
  'DesignationListSchema',
  'SalarySchema',
  'SalaryListSchema',
  'PageSchema',
  'PageListSchema',
  'SliderSchema',
  'SliderListSchema',
  'SettingsSchema',
  'DashboardSchema',
  'UploadLinkCreatedSchema',
  'UploadLinkSchema',
  'UploadLinkListSchema',
  'UploadPageSchema',
  'ApplicantUploadsSchema',
  'NoteSchema',
  'NoteListSchema',
  'BulkApplicationsResultSchema',
  'AssigneeListSchema',
  'PassportScanSchema',
  'LoginResponseSchema',
  'UserSchema',
  'UserListSchema',
  'UpdateUserResponseSchema',
  'ProfileResponseSchema',
  'SessionSchema',
  'ErrorResponseSchema',
  'DeletedResponseSchema',
  'MessageResponseSchema',
  'OutboxMailSchema',
  'OutboxListSchema',
  'OutboxMailDetailSchema',
  'TestMailResultSchema',
  'MailServerSchema',
  'PublicAddressSchema',
  'DeletedRecordSchema',
  'DeletedApplicationSchema',
  'DeletedRecordListSchema',
  'DeletedApplicationListSchema',
  'TwoFactorRequiredSchema',
  'EnrolmentRequiredSchema',
  'PasswordChangeRequiredSchema',
  'InvitationSchema',
  'LoginStepSchema',
  'TwoFactorSetupSchema',
  'RecoveryCodesSchema',
  'TwoFactorStatusSchema',
  'PasskeySchema',
  'PasskeyRegisteredSchema',
  'PasskeyListSchema',
  'PasskeyRegistrationOptionsSchema',
  'PasskeyLoginOptionsSchema',
  'UserSessionSchema',
  'UserSessionListSchema',
]);

describe('every input schema of the contract', () => {
  const inputs = (Object.entries(contract) as [string, unknown][]).filter(
    (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType && !OUTPUT_SCHEMAS.has(entry[0]),
  );

  it('includes the API inputs (and every listed output schema still exists)', () => {
    const names = inputs.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'LoginSchema',
        'ApplicationFieldsSchema',
        'SettingsInputSchema',
        'IdParamsSchema',
      ]),
    );
    for (const name of OUTPUT_SCHEMAS) expect(contract).toHaveProperty(name);
  });

  it.each(inputs)('%s takes every text field through text()', (_name, schema) => {
    const bare = textFields(schema).filter((field) => !field.hasTextRule);
    expect(bare).toEqual([]);
  });
});
