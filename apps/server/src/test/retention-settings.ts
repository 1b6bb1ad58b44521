import { CATALOGUE_API, type Settings } from '@visadesk/contract';
import type { TestApp } from './test-app.ts';

/** Saves the settings' retention as an admin does (the other settings as they are); answers the status. */
export async function saveRetention(
  t: Pick<TestApp, 'inject'>,
  adminAuth: Record<string, string>,
  retention: Partial<Settings['retention']>,
): Promise<number> {
  const settings: Settings = (await t.inject({ method: 'GET', url: CATALOGUE_API.settings.get })).json();
  const { siteName, contactEmail, eligibilityUrl } = settings;
  const res = await t.inject({
    method: 'PUT',
    url: CATALOGUE_API.settings.update,
    headers: adminAuth,
    payload: { siteName, contactEmail, eligibilityUrl, retention: { ...settings.retention, ...retention } },
  });
  return res.statusCode;
}
