import { describe, expect, it } from 'vitest';
import {
  calendarDayIn,
  DEFAULT_SETTINGS,
  isPageLink,
  isTimeZone,
  normalizePageLink,
  PageInputSchema,
  pageLinkProblem,
  SettingsInputSchema,
  SettingsSchema,
  SliderFieldsSchema,
} from './index.ts';
import { MESSAGES } from './messages.ts';
import { firstMessage, itRefuses } from './test/refusals.ts';

const P = MESSAGES.pages;

describe('PageInputSchema', () => {
  const valid = { title: 'About Us', content: 'We help.', link: '/about-us' };
  it('leaves status out when neither status nor published is sent', () => {
    expect(PageInputSchema.parse(valid)).toEqual(valid);
  });
  it('derives the status from published', () => {
    expect(PageInputSchema.parse({ ...valid, published: true }).status).toBe('Published');
    expect(PageInputSchema.parse({ ...valid, published: false }).status).toBe('Unpublished');
    expect(PageInputSchema.parse({ ...valid, status: 'Published', published: true }).status).toBe(
      'Published',
    );
  });
  it('refuses a status and published that disagree', () => {
    expect(firstMessage(PageInputSchema, { ...valid, status: 'Unpublished', published: true })).toBe(
      P.statusMismatch,
    );
  });
  it('keeps the 3-31 title rule and the spec message, and lets content be long Markdown', () => {
    expect(firstMessage(PageInputSchema, { ...valid, title: 'Hi' })).toBe(
      'Title or Content must be between 3 and 31 characters long.',
    );
    expect(firstMessage(PageInputSchema, { ...valid, content: 'ab' })).toBe(
      'Title or Content must be between 3 and 31 characters long.',
    );
    expect(PageInputSchema.safeParse({ ...valid, content: 'x'.repeat(50_000) }).success).toBe(true);
    expect(firstMessage(PageInputSchema, { ...valid, content: 'x'.repeat(50_001) })).toBe(P.contentTooLong);
  });
  it('refuses unknown keys', () => {
    expect(PageInputSchema.safeParse({ ...valid, _id: 'x' }).success).toBe(false);
  });
});

describe('page links', () => {
  it('normalises case, spaces and a trailing slash', () => {
    expect(normalizePageLink('  /About-Us/ ')).toBe('/about-us');
    expect(normalizePageLink('/')).toBe('/');
  });
  it.each(['/about-us', '/privacy-policy', '/guides/work-visa-2026', '/a'])('accepts %s', (link) => {
    expect(pageLinkProblem(link)).toBeNull();
    expect(isPageLink(link)).toBe(true);
  });
  it.each(['/', 'about', '/about_us', '/about--us', '/-about', '/about-', '//x', '/a b', '/über'])(
    'refuses %j as malformed',
    (link) => {
      expect(pageLinkProblem(link)).toBe(P.linkInvalid);
      expect(isPageLink(link)).toBe(false);
    },
  );
  it.each([
    '/enquiry',
    '/view-one',
    '/login',
    '/dashboard',
    '/application',
    '/application/new',
    '/usermanagement',
    '/editslider',
    '/api',
    '/assets/x',
  ])('refuses the app route %s', (link) => {
    expect(pageLinkProblem(link)).toBe(P.linkReserved);
    expect(isPageLink(link)).toBe(false);
  });
});

describe('SliderFieldsSchema', () => {
  const valid = { thumbnail: 'Work in Canada', title: 'Skilled trades wanted.', status: 'Published' };
  it('trims and accepts a valid slide; the status is optional', () => {
    expect(SliderFieldsSchema.parse({ ...valid, thumbnail: ' Work in Canada ' })).toEqual(valid);
    expect(SliderFieldsSchema.parse({ thumbnail: 'Abc', title: 'Def' }).status).toBeUndefined();
  });
  itRefuses(SliderFieldsSchema, [
    [{ ...valid, thumbnail: 'Ab' }, MESSAGES.sliders.thumbnailLength],
    [{ ...valid, thumbnail: 'x'.repeat(32) }, MESSAGES.sliders.thumbnailLength],
    [{ ...valid, title: 'Ab' }, MESSAGES.sliders.titleLength],
    [{ ...valid, title: 'x'.repeat(201) }, MESSAGES.sliders.titleLength],
    [{ ...valid, status: 'Draft' }, MESSAGES.sliders.invalidStatus],
  ]);
});

describe('SettingsInputSchema', () => {
  const valid = {
    siteName: 'VisaDesk',
    contactEmail: 'Info@VisaDesk.example',
    eligibilityUrl: 'https://www.canada.ca/en.html',
  };
  it('fills optional texts with blanks and links with null, and lower-cases the e-mail', () => {
    expect(SettingsInputSchema.parse(valid)).toEqual({
      siteName: 'VisaDesk',
      tagline: '',
      contactEmail: 'info@visadesk.example',
      phone: '',
      address: '',
      officeHours: '',
      social: { facebook: null, instagram: null, linkedin: null, x: null, youtube: null },
      eligibilityUrl: 'https://www.canada.ca/en.html',
    });
  });
  it.each([
    [{ eligibilityUrl: 'http://www.canada.ca/' }, MESSAGES.settings.httpsUrl],
    [{ social: { x: 'ftp://x.com/a' } }, MESSAGES.settings.httpsUrl],
    [{ social: { x: 'https://' } }, MESSAGES.settings.httpsUrl],
    [{ contactEmail: 'nobody' }, MESSAGES.settings.invalidEmail],
    [{ phone: '555' }, MESSAGES.settings.invalidPhone],
    [{ siteName: ' ' }, MESSAGES.settings.siteNameLength],
  ])('%j -> %s', (change, message) => {
    expect(firstMessage(SettingsInputSchema, { ...valid, ...change })).toBe(message);
  });
  it('accepts common phone formats', () => {
    for (const phone of ['+1 416 555 0134', '(604) 555-0199', '02079460000']) {
      expect(SettingsInputSchema.safeParse({ ...valid, phone }).success).toBe(true);
    }
  });
});

describe('DEFAULT_SETTINGS', () => {
  it('is a valid settings record whose fields pass the input rules', () => {
    expect(SettingsSchema.parse(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    const { updatedAt: _, ...input } = DEFAULT_SETTINGS;
    expect(SettingsInputSchema.safeParse(input).success).toBe(true);
  });
});

describe('office time zone', () => {
  it('accepts IANA names the runtime knows and refuses anything else', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Toronto', 'UTC'])
      expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Olympus_Mons', '', 'Europe/London; DROP', '../etc'])
      expect(isTimeZone(zone)).toBe(false);
  });

  it('gives the calendar day of an instant in a zone', () => {
    const at = new Date('2026-11-23T12:00:00Z');
    expect(calendarDayIn('UTC', at)).toBe('2026-11-23');
    expect(calendarDayIn('Pacific/Kiritimati', at)).toBe('2026-11-24');
    expect(calendarDayIn('Pacific/Pago_Pago', new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-23');
  });
});
