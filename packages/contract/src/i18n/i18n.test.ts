import { describe, expect, it } from 'vitest';
import { ENQUIRY_LABELS } from '../labels/index.ts';
import { localisedPath, unlocalisedPath } from '../paths.ts';
import { CATALOGUES, isDraft, SOURCE, wordsFor } from './catalogues.ts';
import { catalogueProblems } from './check.ts';
import { EN } from './en.ts';
import { directionOf, isLocale, LOCALES } from './locales.ts';
import { fill, formatCalendarDate, plural } from './messages.ts';
import { layWords } from './words.ts';

// The catalogue check: what a translator's file may and may not hold against English.
describe('every catalogue', () => {
  it.each(LOCALES.filter(({ code }) => code !== 'en'))('$code is right against English', ({ code }) => {
    expect(
      catalogueProblems(SOURCE, CATALOGUES[code as keyof typeof CATALOGUES], {
        locale: code,
        isComplete: !isDraft(code),
      }),
    ).toEqual([]);
  });

  it('has a line in LOCALES, a valid language tag and a name of its own', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(
      LOCALES.map(({ code }) => code)
        .filter((code) => code !== 'en')
        .sort(),
    );
    for (const { code } of LOCALES) expect(Intl.getCanonicalLocales(code)).toEqual([code]);
    expect(new Set(LOCALES.map(({ name }) => name)).size).toBe(LOCALES.length);
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('hi')).toBe('ltr');
    expect(isLocale('ur')).toBe(true);
    expect(isLocale('xx')).toBe(false);
  });
});

describe('catalogueProblems', () => {
  const source = {
    title: 'Title',
    sent: { one: '{count} minute for {email}', other: '{count} minutes for {email}' },
    paragraphs: ['One.', 'Two on {date}.'],
    area: { label: 'Photo of {name}' },
  };
  const check = (layer: unknown, isComplete = false, locale = 'ar') =>
    catalogueProblems(source, layer, { locale, isComplete });

  it('lets a draft lack keys, and names each one a complete catalogue lacks', () => {
    expect(check({ title: 'عنوان' })).toEqual([]);
    expect(check({ title: 'Titulo' }, true, 'fil')).toEqual([
      'sent is missing',
      'paragraphs is missing',
      'area.label is missing',
    ]);
  });

  it('names keys English lacks, texts of another shape and placeholders English does not have', () => {
    expect(check({ $draft: true, titel: 'x', area: { label: 'صورة {nom}' }, paragraphs: 'One.' })).toEqual([
      'titel is not in English',
      'paragraphs should be a list of paragraphs, not a text',
      "area.label has {nom}, which English's text does not",
    ]);
  });

  it('names the plural forms a language needs and lacks', () => {
    expect(check({ sent: { one: 'دقيقة', other: '{count} دقيقة' } })).toEqual([
      'sent lacks the plural forms zero, two, few, many',
    ]);
    expect(check({ sent: { one: '{count} minuto', other: '{count} minuto' } }, false, 'fil')).toEqual([]);
  });
});

describe('layWords', () => {
  it('takes each text the layer has and English for the rest, whatever else the layer holds', () => {
    const words = layWords(
      { a: 'A', b: { c: 'C', d: ['D'] }, e: { one: 'one', other: 'other' } },
      { a: 'α', b: { d: 'not paragraphs', x: 'unknown' }, e: { other: 'άλλο' } },
    );
    expect(words).toEqual({ a: 'α', b: { c: 'C', d: ['D'] }, e: { other: 'άλλο' } });
  });

  it('gives a draft locale English wherever it is silent', () => {
    expect(wordsFor('ar').enquiry.title).not.toBe(EN.enquiry.title);
    expect(wordsFor('en')).toEqual(SOURCE);
  });
});

describe('messages', () => {
  it('fills placeholders and leaves one without a value visible', () => {
    expect(fill('Photo of {name}, {missing}', { name: 'Maria' })).toBe('Photo of Maria, {missing}');
  });

  it('chooses the plural form by the language rules', () => {
    const minutes = {
      zero: 'z {count}',
      one: 'o',
      two: 't',
      few: 'f {count}',
      many: 'm {count}',
      other: 'x {count}',
    };
    expect(plural('ar', minutes, 2)).toBe('t');
    expect(plural('ar', minutes, 1)).toBe('o');
    expect(plural('ar', minutes, 3).startsWith('f ')).toBe(true);
    expect(plural('en', EN.documentCode.sent, 1, { maskedEmail: 'a***@x.com' })).toBe(
      'We sent a 6-digit code to a***@x.com. It is valid for 1 minute.',
    );
    expect(ENQUIRY_LABELS.documentCode.sent('a***@x.com', 10)).toBe(
      'We sent a 6-digit code to a***@x.com. It is valid for 10 minutes.',
    );
  });

  it('writes a calendar date with Latin digits in every locale, on its own day wherever the reader is', () => {
    for (const { code } of LOCALES) {
      const written = formatCalendarDate(code, '1990-03-01');
      expect(written, code).toMatch(/1990/);
      expect(written, code).toMatch(/(^|\D)1(\D|$)/);
    }
  });
});

describe('paths in a language', () => {
  it('puts a language before the path and takes it off again', () => {
    expect(localisedPath('ar', '/verify/abc')).toBe('/ar/verify/abc');
    expect(unlocalisedPath('/ar/verify/abc')).toBe('/verify/abc');
    expect(unlocalisedPath('/ar')).toBe('/');
    expect(unlocalisedPath('/fil/about-us')).toBe('/about-us');
    // English has no prefix, and a first segment that is no language is the page's own.
    expect(unlocalisedPath('/enquiry')).toBe('/enquiry');
    expect(unlocalisedPath('/en/enquiry')).toBe('/en/enquiry');
    expect(unlocalisedPath('/about-us')).toBe('/about-us');
  });
});
