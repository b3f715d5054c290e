// Pure validators for an organisation's company details (bank, tax and contact data) and the zod
// schema built on them. Everything here is offline: formats and cheap, well-known checksums only,
// no VIES or bank look-ups.
import { z } from "zod";

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

// ---------------------------------------------------------------------------------------------
// IBAN (ISO 13616)

/**
 * IBAN length per country (SWIFT IBAN registry): every SEPA country (EU, EEA, CH, GB, AD, GI,
 * MC, SM, VA, and the newer SEPA members AL, MD, ME, MK, RS) plus other long-established IBAN
 * countries. Jersey, Guernsey and the Isle of Man use GB IBANs; the French overseas
 * departments and territories use FR IBANs.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  // EU
  AT: 20,
  BE: 16,
  BG: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IT: 27,
  LT: 20,
  LU: 20,
  LV: 21,
  MT: 31,
  NL: 18,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  // Rest of the EEA and of SEPA
  IS: 26,
  LI: 21,
  NO: 15,
  CH: 21,
  GB: 22,
  AD: 24,
  GI: 23,
  MC: 27,
  SM: 27,
  VA: 22,
  AL: 28,
  MD: 24,
  ME: 22,
  MK: 19,
  RS: 22,
  // Other IBAN countries
  AE: 23,
  AZ: 28,
  BA: 20,
  BH: 22,
  BR: 29,
  BY: 28,
  CR: 22,
  DO: 28,
  EG: 29,
  FO: 18,
  GE: 22,
  GL: 18,
  GT: 28,
  IL: 23,
  IQ: 23,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  MR: 27,
  MU: 30,
  PK: 24,
  PS: 29,
  QA: 29,
  SA: 24,
  SC: 31,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VG: 24,
  XK: 20,
};

/** The compact form: no whitespace, upper case ("de89 3704…" → "DE893704…"). */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** The printed form: the compact IBAN in groups of four ("DE89 3704 0044 0532 0130 00"). */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}

/** Remainder modulo 97 of a string of digits and letters (A = 10 … Z = 35), digit by digit. */
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const n = Number.parseInt(char, 36);
    remainder = n < 10 ? (remainder * 10 + n) % 97 : (remainder * 100 + n) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (IBAN_LENGTHS[iban.slice(0, 2)] !== iban.length) return false;
  // ISO 13616 check digits run from 02 to 98; 00, 01 and 99 would pass mod 97 in place of 97, 98 and 02.
  const checkDigits = Number(iban.slice(2, 4));
  if (checkDigits < 2 || checkDigits > 98) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

// ---------------------------------------------------------------------------------------------
// BIC (ISO 9362)

/** No whitespace, upper case. */
export function normaliseBic(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

/** 4 letters bank, 2 letters country (a real one), 2 alphanumerics location, optionally 3 alphanumerics branch. */
export function isValidBic(value: string): boolean {
  const bic = normaliseBic(value);
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(bic) && COUNTRY_CODE_SET.has(bic.slice(4, 6));
}

// ---------------------------------------------------------------------------------------------
// VAT identification numbers

/** No whitespace, dots or dashes, upper case ("de 136.695-976" → "DE136695976"). */
export function normaliseVatId(value: string): string {
  return value.replace(/[\s.-]+/g, "").toUpperCase();
}

/** Germany: ISO 7064 MOD 11,10 over the first eight digits gives the ninth. */
function germanChecksumOk(digits: string): boolean {
  let product = 10;
  for (const char of digits.slice(0, 8)) {
    let sum = (Number(char) + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = (11 - product) % 10;
  return check === Number(digits[8]);
}

/** Italy (partita IVA): the Luhn algorithm over all eleven digits. */
function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

type VatRule = { pattern: RegExp; checksum?: (rest: string) => boolean };

// United Kingdom and Northern Ireland: 9 digits, 12 digits (9 + branch), GD (government
// departments) or HA (health authorities) with 3 digits.
const UK_VAT: VatRule = { pattern: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/ };

/** Format (and, for DE and IT, checksum) of the part after the two-letter prefix, by VAT prefix. */
const VAT_RULES: Readonly<Partial<Record<string, VatRule>>> = {
  AT: { pattern: /^U\d{8}$/ },
  BE: { pattern: /^[01]\d{9}$/ },
  BG: { pattern: /^\d{9,10}$/ },
  CY: { pattern: /^\d{8}[A-Z]$/ },
  CZ: { pattern: /^\d{8,10}$/ },
  DE: { pattern: /^[1-9]\d{8}$/, checksum: germanChecksumOk },
  DK: { pattern: /^\d{8}$/ },
  EE: { pattern: /^\d{9}$/ },
  EL: { pattern: /^\d{9}$/ },
  // Letter + 7 digits + letter, 8 digits + letter, or letter + 8 digits.
  ES: { pattern: /^([A-Z]\d{7}[A-Z]|\d{8}[A-Z]|[A-Z]\d{8})$/ },
  FI: { pattern: /^\d{8}$/ },
  // Two characters (digits, or letters other than O and I) and the 9-digit SIREN.
  FR: { pattern: /^[0-9A-HJ-NP-Z]{2}\d{9}$/ },
  HR: { pattern: /^\d{11}$/ },
  HU: { pattern: /^\d{8}$/ },
  // 7 digits + check letter (+ optional second letter, A–I or W), or the old form digit, letter/+/*, 5 digits, letter.
  IE: { pattern: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/ },
  IT: { pattern: /^\d{11}$/, checksum: luhnOk },
  LT: { pattern: /^(\d{9}|\d{12})$/ },
  LU: { pattern: /^\d{8}$/ },
  LV: { pattern: /^\d{11}$/ },
  MT: { pattern: /^\d{8}$/ },
  NL: { pattern: /^\d{9}B\d{2}$/ },
  PL: { pattern: /^\d{10}$/ },
  PT: { pattern: /^\d{9}$/ },
  RO: { pattern: /^\d{2,10}$/ },
  // The 10-digit organisation number followed by 01.
  SE: { pattern: /^\d{10}01$/ },
  SI: { pattern: /^\d{8}$/ },
  SK: { pattern: /^\d{10}$/ },
  XI: UK_VAT,
  GB: UK_VAT,
};

/**
 * The VAT prefixes an organisation in the given country may use (Greece: EL; United Kingdom: GB
 * or XI); none for what is no country code (EL and XI among them).
 */
export function vatPrefixesFor(countryCode: string): string[] {
  const country = countryCode.trim().toUpperCase();
  if (!isValidCountryCode(country)) return [];
  if (country === "GR") return ["EL"];
  if (country === "GB") return ["GB", "XI"];
  return [country];
}

/**
 * A VAT identification number of an EU member state (with its prefix, EL for Greece), or of the
 * United Kingdom (GB) and Northern Ireland (XI). Spaces, dots and dashes are ignored. When the
 * organisation's country is given, the prefix must belong to it.
 */
export function isValidVatId(value: string, countryCode?: string): boolean {
  const vatId = normaliseVatId(value);
  const prefix = vatId.slice(0, 2);
  const rest = vatId.slice(2);
  const rule = VAT_RULES[prefix];
  if (!rule?.pattern.test(rest)) return false;
  if (rule.checksum && !rule.checksum(rest)) return false;
  if (countryCode !== undefined && !vatPrefixesFor(countryCode).includes(prefix)) return false;
  return true;
}

// ---------------------------------------------------------------------------------------------
// IOSS (Import One-Stop Shop) identification number

const EU_NUMERIC_CODE_SET: ReadonlySet<string> = new Set(Object.values(EU_NUMERIC_COUNTRY_CODES));

/** "IM" + ISO numeric code of the member state of identification + 7 digits, e.g. IM2760000001. */
export function isValidIossNumber(value: string): boolean {
  const ioss = value.replace(/\s+/g, "").toUpperCase();
  return /^IM\d{10}$/.test(ioss) && EU_NUMERIC_CODE_SET.has(ioss.slice(2, 5));
}

// ---------------------------------------------------------------------------------------------
// Phone numbers

/**
 * The compact form: spaces, dashes, dots and parentheses removed, and a national trunk "(0)"
 * dropped ("+49 (0)30 123-4567" → "+49301234567"). For a valid number this is "+" and digits.
 */
export function normalisePhone(value: string): string {
  return value.replace(/\(0\)/g, "").replace(/[\s\-.()]+/g, "");
}

/** An international number: "+", a country code (no leading 0) and 8–15 digits in all (E.164). */
export function isValidPhone(value: string): boolean {
  return /^\+[1-9]\d{7,14}$/.test(normalisePhone(value));
}

// ---------------------------------------------------------------------------------------------
// Schema

export const COMPANY_MESSAGES = {
  invalidIban: "organisations:errors.invalidIban",
  invalidBic: "organisations:errors.invalidBic",
  invalidVatId: "organisations:errors.invalidVatId",
  invalidIoss: "organisations:errors.invalidIoss",
  invalidPhone: "organisations:errors.invalidPhone",
  invalidCountry: "organisations:errors.invalidCountry",
  invalidEmail: "auth:errors.invalidEmail",
  tooLong: "common:errors.tooLong",
} as const;

export const COMPANY_FIELD_MAX_LENGTH = 200;

/**
 * An optional text field: trimmed, at most 200 characters, "" (and null) become null; a
 * non-empty value is then checked and shaped by `inner`.
 */
function optionalField(inner: z.ZodType<string, z.ZodTypeDef, string> = z.string()) {
  return z
    .string()
    .trim()
    .max(COMPANY_FIELD_MAX_LENGTH, { message: COMPANY_MESSAGES.tooLong })
    .transform((value) => (value === "" ? null : value))
    .pipe(inner.nullable())
    .nullable()
    .optional();
}

function checked(test: (value: string) => boolean, message: string, normalise?: (value: string) => string) {
  const schema = z.string().refine(test, { message });
  return normalise ? schema.transform(normalise) : schema;
}

export const companyDetailsSchema = z
  .object({
    company_name: optionalField(),
    /** Street and house number. */
    street: optionalField(),
    city: optionalField(),
    zip: optionalField(),
    country_code: optionalField(z.string().toUpperCase().refine(isValidCountryCode, COMPANY_MESSAGES.invalidCountry)),
    vat_id: optionalField(checked((value) => isValidVatId(value), COMPANY_MESSAGES.invalidVatId)),
    iban: optionalField(checked(isValidIban, COMPANY_MESSAGES.invalidIban, normaliseIban)),
    bic: optionalField(checked(isValidBic, COMPANY_MESSAGES.invalidBic, normaliseBic)),
    ioss_number: optionalField(checked(isValidIossNumber, COMPANY_MESSAGES.invalidIoss)),
    email: optionalField(z.string().email({ message: COMPANY_MESSAGES.invalidEmail })),
    phone: optionalField(checked(isValidPhone, COMPANY_MESSAGES.invalidPhone, normalisePhone)),
  })
  .superRefine((details, ctx) => {
    const { vat_id: vatId, country_code: country } = details;
    // Only a VAT id and a country that are each valid can disagree; otherwise their own errors stand.
    if (!vatId || !country || !isValidVatId(vatId) || !isValidCountryCode(country)) return;
    if (!isValidVatId(vatId, country)) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["vat_id"], message: COMPANY_MESSAGES.invalidVatId });
    }
  });
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;
