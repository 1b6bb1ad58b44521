import type { Settings } from './content.ts';
import { DEFAULT_MAIL_SETTINGS } from './mail-templates.ts';

export type { Settings };

/*
 * The site settings' plain values: the social networks, the defaults the server answers before an
 * admin saves (and the public pages show until the settings arrive), and the time zone checks.
 * Settings' type comes from its schema (content.ts) as a type only, so no zod is loaded here.
 */

/** An IANA time zone name this runtime knows (`Europe/London`, `Pacific/Kiritimati`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

// One formatter per zone: making one costs about a millisecond, using it microseconds, and the
// dashboard asks for a few hundred days at a time.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (`YYYY-MM-DD`) of an instant in a time zone: the office's "today". */
export function calendarDayIn(timeZone: string, at: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'x', 'youtube'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

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
  updatedAt: null,
};
