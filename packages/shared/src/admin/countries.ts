import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';

// The maintained ISO 3166 list (docs/product/administration.md, "Tenants"), never typed by hand.
countries.registerLocale(en as Parameters<typeof countries.registerLocale>[0]);

export type Country = { name: string; alpha3: string; numeric: string };

/** Every ISO 3166-1 country with its English name, alpha-3 and numeric code, sorted by name. */
export const COUNTRIES: readonly Country[] = Object.keys(countries.getAlpha3Codes())
  .map((alpha3) => ({
    name: countries.getName(alpha3, 'en') ?? alpha3,
    alpha3,
    numeric: countries.alpha3ToNumeric(alpha3) ?? '',
  }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

const ALPHA3 = new Set(COUNTRIES.map((c) => c.alpha3));

/** True for an ISO 3166-1 alpha-3 code (upper case). */
export const isCountryCode = (code: string): boolean => ALPHA3.has(code);
