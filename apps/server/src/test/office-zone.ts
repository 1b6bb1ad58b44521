import { CATALOGUE_API } from '@visadesk/contract';
import type { TestApp } from './test-app.ts';

/**
 * Saves the office's settings with this time zone (none: the server's own) as the admin of
 * `headers`; answers the raw response. Times and calendar days are the office's.
 */
export const saveOfficeZone = (
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  timeZone: string | undefined,
) =>
  t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers,
    payload: {
      siteName: 'Office Zone',
      contactEmail: 'office@example.test',
      eligibilityUrl: 'https://www.canada.ca/en/services/immigration-citizenship.html',
      ...(timeZone ? { timeZone } : {}),
    },
  });

/** What the deadline mails are told of the office (mail/deadline-digest.ts `DigestOffice`), in `timeZone`. */
export const mailingOffice = (timeZone: string, siteName = 'VisaDesk') => ({
  timeZone,
  siteName,
  fromName: siteName,
  publicUrl: 'https://visas.example.org',
});
