import { describe, expect, it } from 'vitest';
import { SettingsInputSchema } from './content.ts';
import { MESSAGES } from './messages.ts';
import { APPLICATION_API } from './paths.ts';
import { COMPANIES, PAGES, SALARIES } from './resources.ts';
import { DEFAULT_SETTINGS } from './settings-values.ts';

const R = MESSAGES.recentlyDeleted;
const { siteName, contactEmail, eligibilityUrl } = DEFAULT_SETTINGS;
const settings = { siteName, contactEmail, eligibilityUrl };
const withRetention = (retention: Record<string, unknown>) =>
  SettingsInputSchema.safeParse({ ...settings, retention: { ...DEFAULT_SETTINGS.retention, ...retention } });
const messageOf = (retention: Record<string, unknown>) => withRetention(retention).error?.issues[0]?.message;

describe('the retention settings', () => {
  it('take whole days from 1 to 365 for deleted records, and bounds or none for the history', () => {
    expect(withRetention({ deletedKeepDays: 1, historyKeepDays: 3650, historyKeepVersions: 1 }).success).toBe(
      true,
    );
    expect(
      withRetention({ deletedKeepDays: 365, historyKeepDays: null, historyKeepVersions: null }).success,
    ).toBe(true);
    expect(SettingsInputSchema.safeParse(settings).success).toBe(true);
  });

  it.each([
    ['0 days', { deletedKeepDays: 0 }, R.deletedKeepDays],
    ['366 days', { deletedKeepDays: 366 }, R.deletedKeepDays],
    ['a part of a day', { deletedKeepDays: 7.5 }, R.deletedKeepDays],
    ['no days to keep deleted records', { deletedKeepDays: null }, R.deletedKeepDays],
    ['a text with a NUL byte', { deletedKeepDays: '30\u0000' }, R.deletedKeepDays],
    ['a history of 0 days', { historyKeepDays: 0 }, R.historyKeepDays],
    ['a 1 MB string', { historyKeepDays: 'x'.repeat(1_000_000) }, R.historyKeepDays],
    ['1001 versions', { historyKeepVersions: 1001 }, R.historyKeepVersions],
    ['NaN versions', { historyKeepVersions: Number.NaN }, R.historyKeepVersions],
  ])('refuses %s with its message', (_what, retention, message) => {
    expect(messageOf(retention)).toBe(message);
  });
});

describe("Recently deleted's paths", () => {
  it('name the records in the plural and one record in the singular, under each prefix', () => {
    expect(APPLICATION_API.deleted).toBe('/api/application/fetchDeletedApplications');
    expect(APPLICATION_API.restoreDeleted('1')).toBe('/api/application/restoreDeletedApplication/1');
    expect(COMPANIES.api.deleted).toBe('/api/company/fetchDeletedCompanies');
    expect(COMPANIES.api.restoreDeleted('1')).toBe('/api/company/restoreDeletedCompany/1');
    expect(SALARIES.api.purgeDeleted('1')).toBe('/api/salary/purgeDeletedSalary/1');
    expect(PAGES.api.deleted).toBe('/api/page/fetchDeletedPages');
  });

  it("say why a restore is refused in the unique rule's own words", () => {
    expect(R.restoreTaken(COMPANIES.messages.duplicate)).toBe(
      'It cannot be restored: a company with this name already exists. Change or delete the other one first.',
    );
  });
});
