/*
 * Salaries' plain values: the amount as canonical text, the currencies and periods a salary record
 * names, and the text an application keeps ("CAD 3,200 / month").
 */

/**
 * ISO 4217 codes of the currencies in use (withdrawn ones, funds and units of account left out),
 * as a salary record names its currency.
 */
// biome-ignore format: 155 codes read better fourteen a line than one a line
export const CURRENCY_CODES = [
  'AED', 'AFN', 'ALL', 'AMD', 'AOA', 'ARS', 'AUD', 'AWG', 'AZN', 'BAM', 'BBD', 'BDT', 'BGN', 'BHD',
  'BIF', 'BMD', 'BND', 'BOB', 'BRL', 'BSD', 'BTN', 'BWP', 'BYN', 'BZD', 'CAD', 'CDF', 'CHF', 'CLP',
  'CNY', 'COP', 'CRC', 'CUP', 'CVE', 'CZK', 'DJF', 'DKK', 'DOP', 'DZD', 'EGP', 'ERN', 'ETB', 'EUR',
  'FJD', 'FKP', 'GBP', 'GEL', 'GHS', 'GIP', 'GMD', 'GNF', 'GTQ', 'GYD', 'HKD', 'HNL', 'HTG', 'HUF',
  'IDR', 'ILS', 'INR', 'IQD', 'IRR', 'ISK', 'JMD', 'JOD', 'JPY', 'KES', 'KGS', 'KHR', 'KMF', 'KPW',
  'KRW', 'KWD', 'KYD', 'KZT', 'LAK', 'LBP', 'LKR', 'LRD', 'LSL', 'LYD', 'MAD', 'MDL', 'MGA', 'MKD',
  'MMK', 'MNT', 'MOP', 'MRU', 'MUR', 'MVR', 'MWK', 'MXN', 'MYR', 'MZN', 'NAD', 'NGN', 'NIO', 'NOK',
  'NPR', 'NZD', 'OMR', 'PAB', 'PEN', 'PGK', 'PHP', 'PKR', 'PLN', 'PYG', 'QAR', 'RON', 'RSD', 'RUB',
  'RWF', 'SAR', 'SBD', 'SCR', 'SDG', 'SEK', 'SGD', 'SHP', 'SLE', 'SOS', 'SRD', 'SSP', 'STN', 'SVC',
  'SYP', 'SZL', 'THB', 'TJS', 'TMT', 'TND', 'TOP', 'TRY', 'TTD', 'TWD', 'TZS', 'UAH', 'UGX', 'USD',
  'UYU', 'UZS', 'VES', 'VND', 'VUV', 'WST', 'XAF', 'XCD', 'XCG', 'XOF', 'XPF', 'YER', 'ZAR', 'ZMW',
  'ZWG',
] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

/** How often a salary is paid, shortest first: the order a list of one currency reads in. */
export const SALARY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

const PLAIN = /^\d{1,12}(\.\d+)?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;

/**
 * An amount as canonical numeric text: no leading zeros or thousands separators, no ".00", and
 * cents always two digits ("3500", "3500.50"). Equal values give equal text; null for text that is
 * not an amount.
 */
export function canonicalAmount(value: string): string | null {
  const plain = GROUPED.test(value) ? value.replaceAll(',', '') : value;
  if (!PLAIN.test(plain)) return null;
  const [whole = '', fraction = ''] = plain.split('.');
  const integer = whole.replace(/^0+(?=\d)/, '');
  const cents = fraction.replace(/0+$/, '');
  return cents ? `${integer}.${cents.padEnd(2, '0')}` : integer;
}

/**
 * An amount as the screens show it: thousands grouped, cents only when there are any ("3500" is
 * "3,500", "3500.5" is "3,500.50"). Text that is not a plain number is shown as it is: an
 * application keeps its salary as text ("CAD 3,200 / month").
 */
export function formatAmount(value: string): string {
  const trimmed = value.trim();
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return value;
  const [whole = '', cents = ''] = Number(trimmed).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return cents === '00' ? grouped : `${grouped}.${cents}`;
}

/** A salary record's parts: a canonical amount and, except on records kept from before, its currency and period. */
export interface SalaryParts {
  amount: string;
  currency: string | null;
  period: string | null;
}

/**
 * The text a salary record is listed by and an application keeps when it is chosen:
 * "CAD 3,200 / month". A record kept from before currencies has only its canonical amount ("3500"),
 * which is what the applications that chose it hold.
 */
export function salaryText({ amount, currency, period }: SalaryParts): string {
  if (!currency || !period) return amount;
  return `${currency} ${formatAmount(amount)} / ${period}`;
}
