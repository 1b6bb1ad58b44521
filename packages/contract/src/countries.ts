import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

countries.registerLocale(en);

/** ISO 3166-1 alpha-2 codes with English names, sorted by name, for selects. */
export const COUNTRY_OPTIONS: { code: string; name: string }[] = Object.entries(
  countries.getNames('en', { select: 'official' }),
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The English name of an alpha-2 code, or the input when it is not one. */
export const countryName = (code: string): string => countries.getName(code, 'en') ?? code;

/**
 * The alpha-2 code of a country given as a code ("ca", "CA") or an English name ("Canada");
 * undefined when it is neither.
 */
export function toCountryCode(value: string): string | undefined {
  const trimmed = value.trim();
  if (/^[a-z]{2}$/i.test(trimmed) && countries.isValid(trimmed.toUpperCase())) return trimmed.toUpperCase();
  return countries.getAlpha2Code(trimmed, 'en') ?? undefined;
}

const regionNamers = new Map<string, Intl.DisplayNames>();

/** The platform's region names in `locale`, made once a locale (a result page names several). */
function regionNames(locale: string): Intl.DisplayNames {
  const names =
    regionNamers.get(locale) ?? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  regionNamers.set(locale, names);
  return names;
}

/**
 * COUNTRY_OPTIONS named and sorted in `locale`, by the platform's own names (`Intl.DisplayNames`:
 * no list to ship); a country the platform cannot name keeps its English name.
 */
export function countryOptionsIn(locale: string): { code: string; name: string }[] {
  if (locale === 'en') return COUNTRY_OPTIONS;
  const names = regionNames(locale);
  const collator = new Intl.Collator(locale);
  return COUNTRY_OPTIONS.map(({ code, name }) => ({ code, name: names.of(code) ?? name })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/** A country's name in `locale`, by the platform's own names; English's where it has none. */
export function countryNameIn(locale: string, code: string): string {
  if (locale === 'en') return countryName(code);
  try {
    return regionNames(locale).of(code) ?? countryName(code);
  } catch {
    // Not a region code at all (`of` throws): shown as stored, as in English.
    return countryName(code);
  }
}

/** ICAO's codes for Germany and Kosovo, which differ from ISO 3166-1 alpha-3. */
const ICAO_EXCEPTIONS: Readonly<Record<string, string>> = { D: 'DE', RKS: 'XK' };

/**
 * The alpha-2 code of a nationality as a passport's machine-readable zone writes it (ICAO Doc 9303
 * part 3: ISO alpha-3, `D` for Germany, fillers `<` after shorter codes). Undefined for codes that
 * name no country of the list: the United Nations (UNO, UNA, UNK), stateless persons and refugees
 * (XXA, XXB, XXC, XXX), the British nationalities other than citizen (GBD, GBN, GBO, GBP, GBS), EUE.
 */
export function icaoCountryCode(code: string): string | undefined {
  const bare = code.replace(/</g, '');
  return ICAO_EXCEPTIONS[bare] ?? countries.alpha3ToAlpha2(bare) ?? undefined;
}
