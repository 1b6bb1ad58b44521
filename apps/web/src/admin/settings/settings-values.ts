import type { Settings } from '@visadesk/contract';
import { LABELS, SOCIAL_NETWORKS, type SocialNetwork } from '@visadesk/contract/plain';
import type { RequestFailure } from '../../lib/request-failure';

/** What the settings form holds: every field as text, an absent link as an empty box. */
export interface SettingsFormValues {
  siteName: string;
  tagline: string;
  contactEmail: string;
  phone: string;
  address: string;
  officeHours: string;
  social: Record<SocialNetwork, string>;
  eligibilityUrl: string;
  timeZone: string;
  mail: Settings['mail'];
  /** Rejection reasons (each a text box) and who may delete applications. */
  cases: Settings['cases'];
  /** Numbers as the boxes hold them until the schema checks them; null: none (keep all). */
  retention: { [K in keyof Settings['retention']]: number | null };
  security: Settings['security'];
}

export const SETTINGS_FIELDS = [
  'siteName',
  'tagline',
  'contactEmail',
  'phone',
  'address',
  'officeHours',
  ...SOCIAL_NETWORKS.map((network) => `social.${network}` as const),
  'eligibilityUrl',
  'timeZone',
  'mail.statusMailsEnabled',
  'mail.documentCodeRequired',
  'mail.senderName',
  'mail.statusSubject',
  'mail.statusBody',
  'mail.reminderMailsEnabled',
  'mail.reminderDays',
  'mail.reminderSubject',
  'mail.reminderBody',
  'cases.rejectionReasons',
  'cases.deleteRole',
  'retention.deletedKeepDays',
  'retention.historyKeepDays',
  'retention.historyKeepVersions',
  'retention.auditKeepDays',
  'security.secondFactorRequired',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The form's starting values from the saved settings. */
export function settingsFormValues(settings: Settings): SettingsFormValues {
  const { siteName, tagline, contactEmail, phone, address, officeHours, eligibilityUrl, timeZone } = settings;
  const social = Object.fromEntries(
    SOCIAL_NETWORKS.map((network) => [network, settings.social[network] ?? '']),
  ) as Record<SocialNetwork, string>;
  const mail = { ...settings.mail };
  const retention = { ...settings.retention };
  const cases = { ...settings.cases, rejectionReasons: [...settings.cases.rejectionReasons] };
  return {
    siteName,
    tagline,
    contactEmail,
    phone,
    address,
    officeHours,
    social,
    eligibilityUrl,
    timeZone,
    mail,
    cases,
    retention,
    security: { ...settings.security },
  };
}

/**
 * Every IANA zone the browser knows, with UTC (Chromium's list leaves it out, and it is a server's
 * usual zone) and the saved one (whatever it is) always offered.
 */
export function timeZoneOptions(current: string): string[] {
  return [...new Set(['UTC', current, ...Intl.supportedValuesOf('timeZone')])];
}

/** A refused save shows the server's reason (a field rule, no permission); otherwise retry. */
export function settingsErrorMessage(failure: RequestFailure): string {
  return failure.kind === 'server' && failure.message ? failure.message : LABELS.settings.saveError;
}
