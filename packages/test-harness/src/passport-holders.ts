import type { PassportHolder } from './passport-mrz.ts';

/** A small, fast, seeded generator (mulberry32): the same seed gives the same corpus everywhere. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T;
export const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Names as passports of these nations print them: short and long, one word and several. */
const PEOPLE: readonly { codes: readonly string[]; surnames: string[]; given: string[] }[] = [
  {
    codes: ['PHL'],
    surnames: ['DELA CRUZ', 'SANTOS', 'REYES', 'BAUTISTA', 'MACAPAGAL ARROYO', 'VILLANUEVA'],
    given: ['MARIA CLARA', 'JOSE', 'ANGELICA ROSE', 'JUAN MIGUEL', 'LIZA'],
  },
  {
    codes: ['IND', 'NPL', 'LKA', 'BGD', 'PAK'],
    surnames: ['SHARMA', 'VENKATARAMANAN', 'KHAN', 'RAJAPAKSA', 'CHOWDHURY', 'SHRESTHA', 'OM'],
    given: ['PRIYA', 'MOHAMMED ABDUL', 'SITA', 'RAJESH KUMAR', 'ANIL', 'LAKSHMI NARAYANAN'],
  },
  {
    codes: ['NGA', 'GHA', 'KEN', 'ETH', 'UGA', 'ZAF'],
    surnames: ['OKAFOR', 'MENSAH', 'ODHIAMBO', 'TESFAYE', 'NAKATO', 'VAN DER MERWE', 'ADEYEMI'],
    given: ['CHINEDU', 'AMA SERWAA', 'WANJIRU', 'ABEBE', 'GRACE', 'OLUWASEUN TEMITOPE'],
  },
  {
    codes: ['D', 'AUT', 'NLD', 'POL', 'CZE', 'FRA', 'ITA', 'ESP', 'PRT'],
    surnames: [
      'MUELLER',
      'SCHMIDT HOFFMANN',
      'DE JONG',
      'KOWALSKA',
      'NOVAK',
      'DUPONT',
      'ROSSI',
      'GARCIA LOPEZ',
    ],
    given: ['ANNA', 'KLAUS PETER', 'JAN', 'MARIE LOUISE', 'GIUSEPPE', 'ANA ISABEL', 'LUKAS'],
  },
  {
    codes: ['GBR', 'IRL', 'USA', 'CAN', 'AUS', 'NZL'],
    surnames: ['SMITH', 'O CONNOR', 'WILLIAMS', 'MACDONALD', 'NGUYEN', 'FITZGERALD SMYTHE', 'LEE'],
    given: ['JOHN', 'MARY ELIZABETH', 'AIDAN', 'CHARLOTTE ROSE', 'WEI', 'ALEXANDER JAMES EDWARD'],
  },
  {
    codes: ['CHN', 'JPN', 'KOR', 'VNM', 'THA', 'IDN', 'MYS'],
    surnames: ['LI', 'WANG', 'TANAKA', 'KIM', 'NGUYEN', 'SRISAI', 'WIBOWO', 'ABDULLAH'],
    given: ['XIAO MING', 'YUKI', 'MIN JUN', 'THI HUONG', 'SOMCHAI', 'BUDI', 'NUR AISYAH'],
  },
  {
    codes: ['EGY', 'JOR', 'LBN', 'MAR', 'TUN', 'SAU', 'ARE', 'TUR'],
    surnames: ['ABDELRAHMAN', 'HADDAD', 'EL AMRANI', 'BEN SALEM', 'AL HARBI', 'YILMAZ', 'AL MANSOURI'],
    given: ['AHMED', 'LAYLA', 'MOHAMED AMINE', 'FATIMA ZAHRA', 'OMAR KHALID', 'ELIF'],
  },
  {
    codes: ['BRA', 'MEX', 'COL', 'PER', 'ARG', 'CHL'],
    surnames: ['DA SILVA', 'HERNANDEZ', 'RODRIGUEZ GOMEZ', 'QUISPE', 'FERNANDEZ', 'GONZALEZ DE LA FUENTE'],
    given: ['JOAO PEDRO', 'MARIA GUADALUPE', 'CARLOS', 'LUCIA', 'SANTIAGO ANDRES'],
  },
  {
    codes: ['UKR', 'RUS', 'KAZ', 'GEO', 'ARM', 'UZB'],
    surnames: ['SHEVCHENKO', 'IVANOVA', 'NURSULTANOVA', 'BERIDZE', 'PETROSYAN', 'KARIMOV'],
    given: ['OLEKSANDR', 'NATALIA', 'AIGERIM', 'GIORGI', 'ANI', 'RUSTAM'],
  },
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const chars = (random: Random, alphabet: string, n: number) =>
  Array.from({ length: n }, () => pick(random, [...alphabet])).join('');
const day = (random: Random, from: number, to: number) =>
  new Date(Date.UTC(1970, 0, 1) + Math.floor(between(random, from, to)) * 86_400_000)
    .toISOString()
    .slice(0, 10);
const days = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / 86_400_000;

/**
 * A made-up holder: names from their region (sometimes two given names, sometimes long enough to
 * be truncated), born between 1930 and 18 years ago (so across the century boundary), a passport
 * issued in the last ten years, valid five or ten years (some expired).
 */
export function randomHolder(random: Random, today = '2026-11-29'): PassportHolder {
  const people = pick(random, PEOPLE);
  const nationality = pick(random, people.codes);
  const longName = random() < 0.15;
  const surname = longName
    ? `${pick(random, people.surnames)} ${pick(random, people.surnames)}`
    : pick(random, people.surnames);
  const givenNames = longName
    ? `${pick(random, people.given)} ${pick(random, people.given)}`
    : pick(random, people.given);
  const issued = day(random, days(today) - 3650, days(today));
  const years = random() < 0.5 ? 5 : 10;
  const expiry = `${Number(issued.slice(0, 4)) + years}${issued.slice(4)}`.replace('-02-29', '-02-28');
  const passport =
    random() < 0.7
      ? chars(random, LETTERS, 1 + Math.floor(random() * 2)) + chars(random, DIGITS, 7)
      : chars(random, LETTERS + DIGITS, 9);
  return {
    surname,
    givenNames,
    passport: passport.slice(0, 9),
    nationality,
    issuingState:
      random() < 0.9
        ? nationality
        : pick(
            random,
            PEOPLE.flatMap((p) => p.codes),
          ),
    dob: day(random, days('1930-01-01'), days(today) - 18 * 365),
    sex: random() < 0.48 ? 'M' : random() < 0.97 ? 'F' : '<',
    expiry,
    personalNumber: random() < 0.4 ? chars(random, DIGITS + LETTERS, 6 + Math.floor(random() * 8)) : '',
  };
}
