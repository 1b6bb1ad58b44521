import { DEFAULT_CASE_SETTINGS } from './case-office.ts';
import { RETENTION } from './constants.ts';
import type { Settings } from './content.ts';
import { DEFAULT_MAIL_SETTINGS } from './mail-templates.ts';

export { calendarDayIn, isTimeZone } from './office-calendar.ts';
export { SOCIAL_NETWORKS, type SocialNetwork } from './social-networks.ts';
export type { Settings };

/*
 * The site settings' plain values: the defaults the server answers before an admin saves (and the
 * public pages show until the settings arrive), with the time zone checks and the social networks.
 * Settings' type comes from its schema (content.ts) as a type only, so no zod is loaded here.
 */

/** What GET fetchSetting answers before an admin has saved anything. */
export const DEFAULT_SETTINGS: Settings = {
  siteName: 'VisaDesk',
  tagline: 'Work visas and migration, handled with care.',
  contactEmail: 'info@visadesk.example',
  phone: '+1 416 555 0134',
  address: '200 Bay Street, Suite 1200\nToronto, ON M5J 2J2\nCanada',
  officeHours: 'Monday to Friday, 9:00 to 17:00',
  social: { facebook: null, instagram: null, linkedin: null, x: null, youtube: null },
  eligibilityUrl: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/come-canada-tool.html',
  timeZone: 'UTC',
  mail: DEFAULT_MAIL_SETTINGS,
  cases: DEFAULT_CASE_SETTINGS,
  retention: {
    deletedKeepDays: RETENTION.deletedKeepDays.default,
    historyKeepDays: null,
    historyKeepVersions: null,
    auditKeepDays: RETENTION.auditKeepDays.default,
  },
  security: { secondFactorRequired: 'none' },
  updatedAt: null,
};
