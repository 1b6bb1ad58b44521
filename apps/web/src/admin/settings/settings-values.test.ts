import { DEFAULT_SETTINGS, LABELS, MESSAGES } from '@visadesk/contract/plain';
import { describe, expect, it } from 'vitest';
import {
  SETTINGS_FIELDS,
  settingsErrorMessage,
  settingsFormValues,
  timeZoneOptions,
} from './settings-values';

describe('settingsFormValues', () => {
  it('fills the form from the saved settings, absent links as empty boxes', () => {
    const values = settingsFormValues({
      ...DEFAULT_SETTINGS,
      social: { ...DEFAULT_SETTINGS.social, x: 'https://x.com/visadesk' },
    });
    expect(values.siteName).toBe(DEFAULT_SETTINGS.siteName);
    expect(values.social).toEqual({
      facebook: '',
      instagram: '',
      linkedin: '',
      x: 'https://x.com/visadesk',
      youtube: '',
    });
    expect(values).not.toHaveProperty('updatedAt');
  });

  it('names every field the server may refuse, social links by their path', () => {
    expect(SETTINGS_FIELDS).toContain('social.linkedin');
    expect(SETTINGS_FIELDS).toContain('eligibilityUrl');
  });
});

describe('settingsErrorMessage', () => {
  it("shows the server's reason when it gave one", () => {
    expect(settingsErrorMessage({ kind: 'server', status: 403, message: MESSAGES.auth.forbidden })).toBe(
      MESSAGES.auth.forbidden,
    );
  });

  it('asks to retry when the server gave no reason or did not answer', () => {
    expect(settingsErrorMessage({ kind: 'server', status: 500 })).toBe(LABELS.settings.saveError);
    expect(settingsErrorMessage({ kind: 'no-response' })).toBe(LABELS.settings.saveError);
  });
});

describe('timeZoneOptions', () => {
  it("offers the browser's IANA zones UTC and the saved one, even where the list lacks them", () => {
    const zones = timeZoneOptions('Pacific/Kiritimati');
    expect(zones).toContain('Pacific/Pago_Pago');
    expect(zones.filter((zone) => zone === 'Pacific/Kiritimati')).toHaveLength(1);
    expect(timeZoneOptions('Not/AZone').slice(0, 2)).toEqual(['UTC', 'Not/AZone']);
    expect(timeZoneOptions('Pacific/Kiritimati')).toContain('UTC');
  });
});
