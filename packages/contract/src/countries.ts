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
