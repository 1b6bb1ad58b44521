import { CATALOGUE_API, DEFAULT_SETTINGS, MESSAGES, type Settings } from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../../test/test-app.ts';

const API = CATALOGUE_API.settings;
const M = MESSAGES.settings;
const t = useTestApp();
const admin = t.signedIn('admin');

const valid = {
  siteName: 'Northbound Visas',
  tagline: 'Skilled work visas for Canada and beyond.',
  contactEmail: 'Hello@Northbound.example',
  phone: '+1 (604) 555-0199',
  address: '88 Harbour Way\nVancouver, BC',
  officeHours: 'Mon-Fri 8:30-16:30',
  social: {
    facebook: 'https://www.facebook.com/northbound',
    instagram: '',
    linkedin: 'https://www.linkedin.com/company/northbound',
    x: null,
  },
  eligibilityUrl: 'https://www.canada.ca/en/services/immigration-citizenship.html',
};
const update = (payload: unknown, headers = admin.auth) =>
  t.inject({ method: 'PUT', url: API.update, headers, payload: payload as object });
const fetchSettings = async (): Promise<Settings> => {
  const res = await t.inject({ method: 'GET', url: API.get });
  expect(res.statusCode).toBe(200);
  return res.json();
};

describe('GET fetchSetting', () => {
  it('answers the defaults to anyone before an admin saves settings', async () => {
    const fresh = await createTestApp();
    try {
      const res = await fresh.inject({ method: 'GET', url: API.get });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        ...DEFAULT_SETTINGS,
        timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      });
      expect(DEFAULT_SETTINGS.eligibilityUrl).toBe(
        'https://www.canada.ca/en/immigration-refugees-citizenship/services/come-canada-tool.html',
      );
      expect(DEFAULT_SETTINGS.siteName).toBe('VisaDesk');
    } finally {
      await fresh.close();
    }
  });
});

describe('PUT updateSetting', () => {
  it('answers 401 without a token and 403 for approvers and staff', async () => {
    expect((await t.inject({ method: 'PUT', url: API.update, payload: valid })).statusCode).toBe(401);
    for (const role of ['approver', 'staff'] as const) {
      const { auth } = await t.createUser(role);
      const res = await update(valid, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.auth.forbidden });
    }
  });

  it('saves the settings for everyone to read, blank links as none', async () => {
    const res = await update(valid);
    expect(res.statusCode).toBe(200);
    const expected = {
      ...valid,
      contactEmail: 'hello@northbound.example',
      social: {
        facebook: 'https://www.facebook.com/northbound',
        instagram: null,
        linkedin: 'https://www.linkedin.com/company/northbound',
        x: null,
        youtube: null,
      },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      mail: DEFAULT_SETTINGS.mail,
      cases: DEFAULT_SETTINGS.cases,
      retention: DEFAULT_SETTINGS.retention,
      security: DEFAULT_SETTINGS.security,
      updatedAt: expect.any(String),
    };
    expect(res.json()).toEqual(expected);
    expect(await fetchSettings()).toEqual(res.json());
  });

  it('overwrites the whole record on the next save (one row)', async () => {
    await update(valid);
    const res = await update({
      siteName: 'VisaDesk Partners',
      contactEmail: 'office@visadesk.example',
      eligibilityUrl: DEFAULT_SETTINGS.eligibilityUrl,
    });
    expect(res.statusCode).toBe(200);
    expect(await fetchSettings()).toEqual({
      siteName: 'VisaDesk Partners',
      tagline: '',
      contactEmail: 'office@visadesk.example',
      phone: '',
      address: '',
      officeHours: '',
      social: { facebook: null, instagram: null, linkedin: null, x: null, youtube: null },
      eligibilityUrl: DEFAULT_SETTINGS.eligibilityUrl,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      mail: DEFAULT_SETTINGS.mail,
      cases: DEFAULT_SETTINGS.cases,
      retention: DEFAULT_SETTINGS.retention,
      security: DEFAULT_SETTINGS.security,
      updatedAt: expect.any(String),
    });
  });

  it.each([
    ['siteName', 'X', M.siteNameLength],
    ['siteName', 'x'.repeat(61), M.siteNameLength],
    ['tagline', 'x'.repeat(161), M.taglineLength],
    ['contactEmail', 'not-an-email', M.invalidEmail],
    ['contactEmail', '', M.invalidEmail],
    ['phone', 'call me', M.invalidPhone],
    ['phone', '12', M.invalidPhone],
    ['address', 'x'.repeat(301), M.addressLength],
    ['officeHours', 'x'.repeat(121), M.officeHoursLength],
    ['eligibilityUrl', 'http://www.canada.ca/', M.httpsUrl],
    ['eligibilityUrl', '', M.httpsUrl],
    ['eligibilityUrl', 'javascript:alert(1)', M.httpsUrl],
    ['eligibilityUrl', 'https://localhost/x', M.httpsUrl],
  ])('refuses %s = %j with "%s"', async (field, value, message) => {
    const res = await update({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().errors).toContainEqual({ field, message });
  });

  it.each(['http://facebook.com/x', 'javascript:alert(1)', 'facebook.com/x'])(
    'refuses the social link %j',
    async (link) => {
      const res = await update({ ...valid, social: { youtube: link } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'social.youtube', message: M.httpsUrl });
    },
  );

  it('refuses unknown fields and unknown social networks', async () => {
    expect((await update({ ...valid, theme: 'dark' })).json().message).toBe('Unknown field: theme');
    const res = await update({ ...valid, social: { myspace: 'https://myspace.com/x' } });
    expect(res.statusCode).toBe(400);
  });

  it('leaves the saved settings unchanged when a save is refused', async () => {
    await update(valid);
    const before = await fetchSettings();
    await update({ ...valid, siteName: '' });
    expect(await fetchSettings()).toEqual(before);
  });

  const mail = {
    statusMailsEnabled: false,
    senderName: '  Northbound Office ',
    statusSubject: ' {siteName}: now {status} ',
    statusBody: 'Hi {name},\n\nsee {enquiryUrl}',
  };

  it('saves the mail settings, and keeps them when a save leaves them out', async () => {
    const res = await update({ ...valid, mail });
    expect(res.statusCode).toBe(200);
    const saved = {
      ...DEFAULT_SETTINGS.mail,
      statusMailsEnabled: false,
      senderName: 'Northbound Office',
      statusSubject: '{siteName}: now {status}',
      statusBody: 'Hi {name},\n\nsee {enquiryUrl}',
      documentCodeRequired: false,
    };
    expect(res.json().mail).toEqual(saved);
    expect((await update({ ...valid, siteName: 'Other name' })).statusCode).toBe(200);
    expect((await fetchSettings()).mail).toEqual(saved);
    expect((await update({ ...valid, mail: DEFAULT_SETTINGS.mail })).json().mail).toEqual(
      DEFAULT_SETTINGS.mail,
    );
  });

  it('refuses the one-time code switch without a mail server: no applicant could receive a code', async () => {
    const res = await update({ ...valid, mail: { ...mail, documentCodeRequired: true } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: M.documentCodeNeedsMail,
      errors: [{ field: 'mail.documentCodeRequired', message: M.documentCodeNeedsMail }],
    });
    expect((await fetchSettings()).mail.documentCodeRequired).toBe(false);
  });

  it('saves the one-time code switch, and keeps it when a save leaves it out', async () => {
    // The switch needs a mail server configured (it is not reached here).
    const withMail = await createTestApp({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'VisaDesk <no-reply@visadesk.test>',
    });
    try {
      const { auth } = await withMail.createUser('admin');
      const save = async (payload: object) =>
        (await withMail.inject({ method: 'PUT', url: API.update, headers: auth, payload })).json().mail;
      expect(await save({ ...valid, mail: { ...mail, documentCodeRequired: true } })).toMatchObject({
        documentCodeRequired: true,
      });
      expect((await save({ ...valid, mail })).documentCodeRequired).toBe(true);
      expect((await save({ ...valid, siteName: 'Other name' })).documentCodeRequired).toBe(true);
      expect(await save({ ...valid, mail: { ...mail, documentCodeRequired: false } })).toMatchObject({
        documentCodeRequired: false,
      });
    } finally {
      await withMail.close();
    }
  });

  it('saves the passport reminder, its defaults until then, and keeps it when a save leaves it out', async () => {
    expect((await fetchSettings()).mail).toMatchObject({
      reminderMailsEnabled: false,
      reminderDays: 90,
      reminderSubject: DEFAULT_SETTINGS.mail.reminderSubject,
    });
    const reminder = {
      reminderMailsEnabled: true,
      reminderDays: 120,
      reminderSubject: ' Passport: {passportExpiry} ',
      reminderBody: 'Dear {name}, renew by {passportExpiry}.',
    };
    const res = await update({ ...valid, mail: { ...mail, ...reminder } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().mail).toMatchObject({ ...reminder, reminderSubject: 'Passport: {passportExpiry}' });
    expect((await update({ ...valid, mail })).json().mail).toMatchObject({ reminderDays: 120 });
    expect((await fetchSettings()).mail).toMatchObject({ reminderMailsEnabled: true, reminderDays: 120 });
  });

  it.each([
    ['senderName', 'x'.repeat(61), M.senderNameLength],
    ['statusSubject', ' ', M.mailSubjectLength],
    ['statusSubject', 'x'.repeat(201), M.mailSubjectLength],
    ['statusBody', '', M.mailBodyLength],
    ['statusBody', 'x'.repeat(5001), M.mailBodyLength],
    ['statusMailsEnabled', 'yes', M.statusMailsSwitch],
    ['documentCodeRequired', 'on', M.documentCodeSwitch],
    ['reminderMailsEnabled', 'on', M.reminderMailsSwitch],
    ['reminderDays', 0, M.reminderDays],
    ['reminderDays', 731, M.reminderDays],
    ['reminderDays', 2.5, M.reminderDays],
    ['reminderDays', '30', M.reminderDays],
    ['reminderSubject', '\u0000', M.mailSubjectLength],
    ['reminderBody', 'x'.repeat(5001), M.mailBodyLength],
  ])('refuses mail.%s = %j with "%s"', async (field, value, message) => {
    const res = await update({ ...valid, mail: { ...mail, [field]: value } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field: `mail.${field}`, message });
  });
});
