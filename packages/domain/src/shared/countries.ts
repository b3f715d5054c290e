// Country codes, apart from the company validators (organisations/company-validation.ts): order and location addresses
// check a country without pulling in the IBAN and VAT tables (the sign-in page's bundle stays small).
/**
 * ISO 3166-1 alpha-2 country codes (all 249 officially assigned codes), plus XK for Kosovo:
 * user-assigned in ISO 3166, but used by SWIFT (BICs), the IBAN registry and the EU.
 */
// biome-ignore format: one row per initial letter
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS", "BT", "BV", "BW", "BY", "BZ",
  "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN", "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ",
  "DE", "DJ", "DK", "DM", "DO", "DZ",
  "EC", "EE", "EG", "EH", "ER", "ES", "ET",
  "FI", "FJ", "FK", "FM", "FO", "FR",
  "GA", "GB", "GD", "GE", "GF", "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY",
  "HK", "HM", "HN", "HR", "HT", "HU",
  "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT",
  "JE", "JM", "JO", "JP",
  "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ",
  "LA", "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY",
  "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK", "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ",
  "NA", "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ",
  "OM",
  "PA", "PE", "PF", "PG", "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY",
  "QA",
  "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SX", "SY", "SZ",
  "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO", "TR", "TT", "TV", "TW", "TZ",
  "UA", "UG", "UM", "US", "UY", "UZ",
  "VA", "VC", "VE", "VG", "VI", "VN", "VU",
  "WF", "WS",
  "XK",
  "YE", "YT",
  "ZA", "ZM", "ZW",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR here, EL only in VAT ids). */
// biome-ignore format: compact list
export const EU_COUNTRY_CODES = [
  "AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU",
  "IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK",
] as const;
export type EuCountryCode = (typeof EU_COUNTRY_CODES)[number];

/** ISO 3166-1 numeric code of each member state, the three digits after "IM" in an IOSS number. */
export const EU_NUMERIC_COUNTRY_CODES: Readonly<Record<EuCountryCode, string>> = {
  AT: "040",
  BE: "056",
  BG: "100",
  CY: "196",
  CZ: "203",
  DE: "276",
  DK: "208",
  EE: "233",
  ES: "724",
  FI: "246",
  FR: "250",
  GR: "300",
  HR: "191",
  HU: "348",
  IE: "372",
  IT: "380",
  LT: "440",
  LU: "442",
  LV: "428",
  MT: "470",
  NL: "528",
  PL: "616",
  PT: "620",
  RO: "642",
  SE: "752",
  SI: "705",
  SK: "703",
};

const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isValidCountryCode(value: string): boolean {
  return /^[a-z]{2}$/i.test(value) && COUNTRY_CODE_SET.has(value.toUpperCase());
}
