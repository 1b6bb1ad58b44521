import {
  DEFAULT_MAIL_SETTINGS,
  DEFAULT_SETTINGS,
  type Settings,
  type SettingsFields,
} from '@visadesk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';
import { hasVersion } from '../../lib/record-version.ts';

/** The settings are one row, with this id. */
export const SINGLE_SETTINGS_ROW = 1;

/** The zone of the machine the server runs on: the office's until an admin chooses one. */
export const serverTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
type SettingsRow = typeof settings.$inferSelect;

const toSettings = (row: SettingsRow): Settings => ({
  siteName: row.siteName,
  tagline: row.tagline,
  contactEmail: row.contactEmail,
  phone: row.phone,
  address: row.address,
  officeHours: row.officeHours,
  social: {
    facebook: row.facebook,
    instagram: row.instagram,
    linkedin: row.linkedin,
    x: row.x,
    youtube: row.youtube,
  },
  eligibilityUrl: row.eligibilityUrl,
  timeZone: row.timeZone ?? serverTimeZone(),
  // A template never saved is the contract's default, so a better default reaches every site.
  mail: {
    statusMailsEnabled: row.statusMailsEnabled,
    senderName: row.mailSenderName ?? DEFAULT_MAIL_SETTINGS.senderName,
    statusSubject: row.statusMailSubject ?? DEFAULT_MAIL_SETTINGS.statusSubject,
    statusBody: row.statusMailBody ?? DEFAULT_MAIL_SETTINGS.statusBody,
    documentCodeRequired: row.documentCodeRequired,
    reminderMailsEnabled: row.reminderMailsEnabled,
    reminderDays: row.reminderDays,
    reminderSubject: row.reminderMailSubject ?? DEFAULT_MAIL_SETTINGS.reminderSubject,
    reminderBody: row.reminderMailBody ?? DEFAULT_MAIL_SETTINGS.reminderBody,
  },
  cases: { rejectionReasons: row.rejectionReasons, deleteRole: row.deleteRole },
  retention: {
    deletedKeepDays: row.deletedKeepDays,
    historyKeepDays: row.historyKeepDays,
    historyKeepVersions: row.historyKeepVersions,
    auditKeepDays: row.auditKeepDays,
  },
  security: { secondFactorRequired: row.secondFactorRequired },
  updatedAt: row.updatedAt.toISOString(),
});

/** The entries that have a value: an absent one keeps what is saved (a client that predates it). */
const definedOnly = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;

/** The saved settings, or the defaults while an admin has never saved any. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SINGLE_SETTINGS_ROW));
  return row ? toSettings(row) : { ...DEFAULT_SETTINGS, timeZone: serverTimeZone() };
}

/**
 * Writes the whole record (the one row is created on first save), if it still has version
 * `expected` (when given; lib/record-version.ts); undefined when it has not.
 */
export async function saveSettings(
  db: Db,
  fields: SettingsFields,
  updatedBy: string,
  expected?: Date,
): Promise<Settings | undefined> {
  const { social, timeZone, mail, retention, cases, security, ...rest } = fields;
  // Without `mail` the saved mail settings stay as they are (a client that predates them).
  const mailColumns = mail && {
    statusMailsEnabled: mail.statusMailsEnabled,
    mailSenderName: mail.senderName,
    statusMailSubject: mail.statusSubject,
    statusMailBody: mail.statusBody,
    ...definedOnly({
      documentCodeRequired: mail.documentCodeRequired,
      reminderMailsEnabled: mail.reminderMailsEnabled,
      reminderDays: mail.reminderDays,
      reminderMailSubject: mail.reminderSubject,
      reminderMailBody: mail.reminderBody,
    }),
  };
  const values = {
    ...rest,
    ...social,
    ...mailColumns,
    // Without `retention` the saved bounds stay as they are; so with `cases`.
    ...retention,
    ...cases,
    ...security,
    timeZone: timeZone ?? null,
    updatedBy,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(settings)
    .values({ id: SINGLE_SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values, where: hasVersion(settings.updatedAt, expected) })
    .returning();
  return row && toSettings(row);
}
