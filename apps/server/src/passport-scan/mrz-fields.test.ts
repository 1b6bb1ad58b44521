import { PASSPORT_SCAN_MESSAGES } from '@visadesk/contract';
import { mrzLines, type PassportHolder } from '@visadesk/test-harness';
import { describe, expect, it } from 'vitest';
import { SURE, type ZoneReading, zoneFields } from './mrz-fields.ts';

const M = PASSPORT_SCAN_MESSAGES;
const TODAY = '2026-11-29';
const HOLDER: PassportHolder = {
  surname: 'OKAFOR',
  givenNames: 'CHINEDU EMEKA',
  passport: 'A12345678',
  nationality: 'NGA',
  issuingState: 'NGA',
  dob: '1990-04-12',
  sex: 'M',
  expiry: '2030-01-31',
  personalNumber: '',
};

/** The holder's zone read with full confidence, or as `change` alters it. */
function reading(holder: Partial<PassportHolder> = {}, change?: (r: ZoneReading) => void): ZoneReading {
  const lines = mrzLines({ ...HOLDER, ...holder });
  const read: ZoneReading = { lines, confidences: [Array(44).fill(96), Array(44).fill(96)] };
  change?.(read);
  return read;
}

describe('zoneFields', () => {
  it("gives every field of a zone read right, named as the application's", () => {
    expect(zoneFields(reading(), TODAY)).toMatchObject({
      fields: {
        surname: 'OKAFOR',
        givenN: 'CHINEDU EMEKA',
        passport: 'A12345678',
        currentN: 'NG',
        dob: '1990-04-12',
        sex: 'Male',
        passportExpiry: '2030-01-31',
      },
      unverified: [],
      problems: [],
    });
  });

  it('puts a birth in the latest century not after today, an expiry in the nearest', () => {
    expect(zoneFields(reading({ dob: '1930-06-01' }), TODAY).fields.dob).toBe('1930-06-01');
    expect(zoneFields(reading({ dob: '2012-03-04' }), TODAY).fields.dob).toBe('2012-03-04');
    expect(zoneFields(reading({ dob: '1926-11-30' }), TODAY).fields.dob).toBe('1926-11-30');
    expect(zoneFields(reading({ expiry: '2019-02-28' }), TODAY).fields.passportExpiry).toBe('2019-02-28');
    expect(zoneFields(reading({ expiry: '2036-12-01' }), TODAY).fields.passportExpiry).toBe('2036-12-01');
  });

  it("maps ICAO's D<< to Germany, and names a code with no country of the list", () => {
    expect(zoneFields(reading({ nationality: 'D' }), TODAY).fields.currentN).toBe('DE');
    for (const code of ['XXA', 'GBD', 'UNO']) {
      const out = zoneFields(reading({ nationality: code }), TODAY);
      expect(out.fields.currentN).toBeUndefined();
      expect(out.unverified).toEqual(['currentN']);
      expect(out.problems).toEqual([{ field: 'currentN', message: M.noCountry(code) }]);
      expect(out.doubts).toBe(0);
    }
  });

  it('says so when a long surname leaves the zone no room for given names', () => {
    const out = zoneFields(
      reading({ surname: 'GONZALEZ DE LA FUENTE RODRIGUEZ GOMEZ', givenNames: 'ANA' }),
      TODAY,
    );
    expect(out.fields.surname).toBe('GONZALEZ DE LA FUENTE RODRIGUEZ GOMEZ');
    expect(out.fields.givenN).toBeUndefined();
    expect(out.problems).toEqual([{ field: 'givenN', message: M.noGivenNames }]);
    expect(out.doubts).toBe(0);
  });

  it('leaves the sex to staff when the passport gives neither M nor F', () => {
    const out = zoneFields(reading({ sex: '<' }), TODAY);
    expect(out.fields.sex).toBeUndefined();
    expect(out.problems).toEqual([{ field: 'sex', message: M.noSex }]);
  });

  it('leaves out a value whose check digit fails, and what the failed composite digit covers', () => {
    // The expiry's day 31 read as 21: its own check digit fails, and so does the composite one.
    const out = zoneFields(
      reading({}, (r) => {
        r.lines[1] = `${r.lines[1].slice(0, 25)}2${r.lines[1].slice(26)}`;
      }),
      TODAY,
    );
    expect(out.fields).toEqual({ surname: 'OKAFOR', givenN: 'CHINEDU EMEKA', currentN: 'NG', sex: 'Male' });
    expect(out.unverified).toEqual(['passport', 'dob', 'passportExpiry']);
    expect(out.problems[2]).toEqual({
      field: 'passportExpiry',
      message: M.checkFailed('passport expiry date'),
    });
    expect(out.failedChecks).toBe(2);
  });

  it('leaves out a name, nationality or sex with a character read unsurely, which no digit checks', () => {
    const out = zoneFields(
      reading({}, (r) => {
        r.confidences[0][7] = SURE - 1; // in the surname
        r.confidences[1][11] = SURE - 1; // in the nationality
        r.confidences[1][20] = SURE - 1; // the sex
      }),
      TODAY,
    );
    expect(out.fields).toEqual({
      givenN: 'CHINEDU EMEKA',
      passport: 'A12345678',
      dob: '1990-04-12',
      passportExpiry: '2030-01-31',
    });
    expect(out.problems).toEqual([
      { field: 'surname', message: M.unsure('surname') },
      { field: 'currentN', message: M.unsure('nationality') },
      { field: 'sex', message: M.unsure('sex') },
    ]);
  });

  it('does not trust a name in which the parser had to turn a digit into a letter', () => {
    const out = zoneFields(
      reading({}, (r) => {
        r.lines[0] = r.lines[0].replace('OKAFOR', '0KAFOR');
      }),
      TODAY,
    );
    expect(out.fields.surname).toBeUndefined();
    expect(out.unverified).toEqual(['surname']);
  });
});
