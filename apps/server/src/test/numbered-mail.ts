import { CATALOGUE_API, DEFAULT_SETTINGS } from '@visadesk/contract';
import type { TestApp } from './test-app.ts';

/**
 * Status mail number `n` for the outbox: to person<n>@example.test, subject "Mail <n>", and a body
 * the outbox's list must never show.
 */
export const numberedMail = (n: number) => ({
  recipient: `person${n}@example.test`,
  fromName: 'VisaDesk',
  subject: `Mail ${n}`,
  textBody: `the secret body ${n}`,
  kind: 'status' as const,
});

/** Status mails on, as an admin turns them on while the mail server works. */
export const statusMailsOn = (t: TestApp, admin: { auth: Record<string, string> }) =>
  t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers: admin.auth,
    payload: {
      ...DEFAULT_SETTINGS,
      timeZone: undefined,
      updatedAt: undefined,
      mail: { ...DEFAULT_SETTINGS.mail, statusMailsEnabled: true },
    },
  });
