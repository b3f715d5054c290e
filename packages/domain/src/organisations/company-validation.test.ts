import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import {
  COMPANY_MESSAGES,
  COUNTRY_CODES,
  companyDetailsSchema,
  EU_COUNTRY_CODES,
  EU_NUMERIC_COUNTRY_CODES,
  formatIban,
  IBAN_LENGTHS,
  isValidBic,
  isValidCountryCode,
  isValidIban,
  isValidIossNumber,
  isValidPhone,
  isValidVatId,
  normaliseBic,
  normaliseIban,
  normalisePhone,
  normaliseVatId,
  vatPrefixesFor,
} from "./company-validation";

/** Example IBANs of the SWIFT IBAN registry (and the well-known DE/GB test IBANs). */
const VALID_IBANS = [
  "DE89370400440532013000",
  "GB82WEST12345698765432",
  "NL91ABNA0417164300",
  "AT611904300234573201",
  "BE68539007547034",
  "FR1420041010050500013M02606",
  "CH9300762011623852957",
  "ES9121000418450200051332",
  "IT60X0542811101000000123456",
  "NO9386011117947",
  "MT84MALT011000012345MTLCAST001S",
  "PL61109010140000071219812874",
  "SE4550000000058398257466",
  "DK5000400440116243",
  "FI2112345600000785",
  "LU280019400644750000",
  "IE29AIBK93115212345678",
  "PT50000201231234567890154",
  "GR1601101250000000012300695",
  "SI56263300012039086",
  "SK3112000000198742637541",
  "CZ6508000000192000145399",
  "HU42117730161111101800000000",
  "HR1210010051863000160",
  "BG80BNBG96611020345678",
  "RO49AAAA1B31007593840000",
  "LT121000011101001000",
  "LV80BANK0000435195001",
  "EE382200221020145685",
  "CY17002001280000001200527600",
  "LI21088100002324013AA",
  "IS140159260076545510730339",
  "SM86U0322509800000000270100",
  "MC5811222000010123456789030",
  "VA59001123000012345678",
  "AD1200012030200359100100",
  "GI75NWBK000000007099453",
];

describe("COUNTRY_CODES", () => {
  it("holds the 249 ISO 3166-1 alpha-2 codes and XK, each once, sorted and upper-case", () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(new Set(COUNTRY_CODES).size).toBe(250);
    expect([...COUNTRY_CODES].sort()).toEqual([...COUNTRY_CODES]);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRY_CODES).toEqual(expect.arrayContaining(["DE", "AT", "CH", "GB", "US", "AX", "SS", "SX", "XK"]));
  });

  it("holds no reserved or withdrawn codes", () => {
    for (const code of ["EU", "UK", "EL", "XI", "AN", "YU", "CS", "ZZ", "AA"]) {
      expect(COUNTRY_CODES).not.toContain(code);
    }
  });
});

describe("EU_COUNTRY_CODES", () => {
  it("are the 27 member states", () => {
    expect([...EU_COUNTRY_CODES].sort()).toEqual(
      "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK".split(" "),
    );
  });

  it("are real country codes, and the UK, Switzerland and Norway are not among them", () => {
    for (const code of EU_COUNTRY_CODES) expect(COUNTRY_CODES).toContain(code);
    for (const code of ["GB", "CH", "NO", "EL"]) expect(EU_COUNTRY_CODES).not.toContain(code as never);
  });

  it("each have an IBAN length and an ISO numeric code", () => {
    for (const code of EU_COUNTRY_CODES) {
      expect(IBAN_LENGTHS[code]).toBeGreaterThanOrEqual(15);
      expect(EU_NUMERIC_COUNTRY_CODES[code]).toMatch(/^\d{3}$/);
    }
    expect(new Set(Object.values(EU_NUMERIC_COUNTRY_CODES)).size).toBe(27);
  });
});

describe("isValidCountryCode", () => {
  it("accepts real codes in any case", () => {
    for (const code of ["DE", "de", "Gb", "ch", "US"]) expect(isValidCountryCode(code)).toBe(true);
  });

  it("refuses unknown codes, other lengths and padding", () => {
    for (const code of ["XX", "UK", "EL", "EU", "D", "DEU", "", " DE", "D1", "276"]) {
      expect(isValidCountryCode(code)).toBe(false);
    }
  });
});

describe("isValidIban", () => {
  it.each(VALID_IBANS)("accepts %s", (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it("accepts the printed form, lower case and stray whitespace", () => {
    expect(isValidIban("DE89 3704 0044 0532 0130 00")).toBe(true);
    expect(isValidIban("gb82 west 1234 5698 7654 32")).toBe(true);
    expect(isValidIban("  NL91ABNA 0417164300\t")).toBe(true);
  });

  it.each([
    ["DE89370400440532013001", "last digit changed"],
    ["DE88370400440532013000", "check digits changed"],
    ["GB82WEST12345698765433", "last digit changed"],
    ["GB82WEST12345698765423", "two digits swapped"],
    ["NL91ABNA0417164301", "last digit changed"],
    ["NL91ABNB0417164300", "bank code letter changed"],
    ["AT611904300234573202", "last digit changed"],
    ["AT621904300234573201", "check digits changed"],
  ])("refuses %s (%s)", (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it.each([
    ["DE8937040044053201300", "one digit short"],
    ["DE893704004405320130000", "one digit too many"],
    ["AT61190430023457320", "Austrian IBAN one short"],
    ["NL91ABNA04171643000", "Dutch IBAN one too many"],
  ])("refuses %s (%s)", (iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it("binds the checksum to the country code: a Dutch account under Denmark's code (also 18 long) fails", () => {
    expect(IBAN_LENGTHS.DK).toBe(IBAN_LENGTHS.NL);
    expect(isValidIban("DK91ABNA0417164300")).toBe(false);
  });

  it("refuses unknown country codes and malformed input", () => {
    expect(isValidIban("XX89370400440532013000")).toBe(false);
    expect(isValidIban("US64SVBKUS6S3300958879")).toBe(false);
    expect(isValidIban("")).toBe(false);
    expect(isValidIban("DE")).toBe(false);
    expect(isValidIban("1E89370400440532013000")).toBe(false);
    expect(isValidIban("DEXX370400440532013000")).toBe(false);
    expect(isValidIban("DE89-3704-0044-0532-0130-00")).toBe(false);
    expect(isValidIban("DE89370400440532013Ä00")).toBe(false);
  });

  it("refuses check digits 00, 01 and 99 even where mod 97 would pass", () => {
    // Each pair differs by 97 in its check digits, so both pass mod 97; only 02–98 are allowed.
    expect(isValidIban("DE97370400440532013050")).toBe(true);
    expect(isValidIban("DE00370400440532013050")).toBe(false);
    expect(isValidIban("DE98370400440532013032")).toBe(true);
    expect(isValidIban("DE01370400440532013032")).toBe(false);
    expect(isValidIban("DE02370400440532013014")).toBe(true);
    expect(isValidIban("DE99370400440532013014")).toBe(false);
  });

  it("knows the length of every SEPA country", () => {
    const sepa =
      "AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK IS LI NO CH GB AD GI MC SM VA";
    expect(Object.keys(IBAN_LENGTHS)).toEqual(expect.arrayContaining(sepa.split(" ")));
    expect(IBAN_LENGTHS).toMatchObject({ DE: 22, AT: 20, NL: 18, GB: 22, CH: 21, FR: 27, NO: 15, MT: 31, BE: 16 });
  });
});

describe("normaliseIban / formatIban", () => {
  it("normalises to the compact upper-case form", () => {
    expect(normaliseIban(" de89 3704 0044\u00a00532 0130 00 ")).toBe("DE89370400440532013000");
    expect(normaliseIban("gb82west12345698765432")).toBe("GB82WEST12345698765432");
  });

  it("formats in groups of four, the last one shorter", () => {
    expect(formatIban("DE89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(formatIban("gb82 west1234 5698765432")).toBe("GB82 WEST 1234 5698 7654 32");
    expect(formatIban("AT611904300234573201")).toBe("AT61 1904 3002 3457 3201");
    expect(formatIban("NO9386011117947")).toBe("NO93 8601 1117 947");
    expect(formatIban("")).toBe("");
  });
});

describe("isValidBic", () => {
  it.each(["DEUTDEFF", "DEUTDEFF500", "COBADEFFXXX", "NWBKGB2L", "ABNANL2A", "RZOOAT2L", "UBSWCHZH80A", "deutdeff"])(
    "accepts %s",
    (bic) => {
      expect(isValidBic(bic)).toBe(true);
    },
  );

  it("accepts spaces between the parts", () => {
    expect(isValidBic("DEUT DE FF 500")).toBe(true);
  });

  it.each([
    ["DEUTDEF", "7 characters"],
    ["DEUTDEFF5", "9 characters"],
    ["DEUTDEFF50", "10 characters"],
    ["DEUTDEFF5000", "12 characters"],
    ["DEU1DEFF", "digit in the bank code"],
    ["DEUTD3FF", "digit in the country code"],
    ["DEUTXXFF", "no such country"],
    ["DEUTUKFF", "UK is not an ISO code"],
    ["DEUTDEF!", "punctuation in the location"],
    ["DEUTDEFF50_", "punctuation in the branch"],
    ["", "empty"],
  ])("refuses %s (%s)", (bic) => {
    expect(isValidBic(bic)).toBe(false);
  });

  it("normalises to upper case without spaces", () => {
    expect(normaliseBic(" deut de ff 500 ")).toBe("DEUTDEFF500");
  });
});

describe("isValidVatId", () => {
  it.each([
    "ATU13585627",
    "BE0403170701",
    "BE1234567890",
    "BG123456789",
    "BG1234567890",
    "CY10259033P",
    "CZ12345678",
    "CZ1234567890",
    "DE136695976",
    "DE814584193",
    "DK13585628",
    "EE100931558",
    "EL094259216",
    "ESA13585625",
    "ESX2482300W",
    "ES54362315K",
    "FI20774740",
    "FR40303265045",
    "FRK7399859412",
    "HR33392005961",
    "HU12892312",
    "IE6433435F",
    "IE6433435OA",
    "IE1234567FA",
    "IE8Z49289F",
    "IE8+49289F",
    "IT00743110157",
    "IT00159560366",
    "LT119511515",
    "LT100001919017",
    "LU15027442",
    "LV40003521600",
    "MT11679112",
    "NL004495445B01",
    "NL123456789B01",
    "PL8567346215",
    "PT501964843",
    "RO18547290",
    "RO18",
    "SE123456789701",
    "SI50223054",
    "SK2022749619",
    "XI123456789",
    "XI123456789012",
    "XIGD123",
    "XIHA123",
  ])("accepts %s", (vatId) => {
    expect(isValidVatId(vatId)).toBe(true);
  });

  it.each([
    ["AT13585627", "AT without the U"],
    ["ATU1358562", "AT with 7 digits"],
    ["BE2403170701", "BE starting with 2"],
    ["BE040317070", "BE with 9 digits"],
    ["BG12345678", "BG with 8 digits"],
    ["CY102590331", "CY without the letter"],
    ["CZ1234567", "CZ with 7 digits"],
    ["DE13669597", "DE with 8 digits"],
    ["DE136695978", "DE with a wrong check digit"],
    ["DE036695975", "DE starting with 0, although its check digit fits"],
    ["DK1358562", "DK with 7 digits"],
    ["EE10093155", "EE with 8 digits"],
    ["GR094259216", "Greece under GR instead of EL"],
    ["ES123456789", "ES with digits only"],
    ["ESA1358562", "ES too short"],
    ["FI2077474", "FI with 7 digits"],
    ["FR403032650451", "FR with 10 digits after the key"],
    ["FR4030326504", "FR with 8 digits after the key"],
    ["FRO4303265045", "FR key with O"],
    ["FRI4303265045", "FR key with I"],
    ["HR3339200596", "HR with 10 digits"],
    ["HU1289231", "HU with 7 digits"],
    ["IE64334356", "IE without the check letter"],
    ["IE6433435Z", "IE with check letter Z"],
    ["IT00743110158", "IT with a wrong check digit"],
    ["IT0074311015", "IT with 10 digits"],
    ["LT1195115150", "LT with 10 digits"],
    ["LU1502744", "LU with 7 digits"],
    ["LV4000352160", "LV with 10 digits"],
    ["MT1167911", "MT with 7 digits"],
    ["NL004495445A01", "NL with A instead of B"],
    ["NL004495445B1", "NL with one digit after B"],
    ["PL856734621", "PL with 9 digits"],
    ["PT50196484", "PT with 8 digits"],
    ["RO1", "RO with 1 digit"],
    ["RO12345678901", "RO with 11 digits"],
    ["SE123456789702", "SE not ending in 01"],
    ["SE12345678901", "SE with 11 digits"],
    ["SI5022305", "SI with 7 digits"],
    ["SK202274961", "SK with 9 digits"],
    ["XI12345678", "XI with 8 digits"],
    ["XIGD1234", "XI GD with 4 digits"],
    ["XIAB123", "XI with another letter pair"],
    ["US123456789", "not an EU prefix"],
    ["CHE123456789", "Swiss UID"],
    ["136695976", "no prefix"],
    ["", "empty"],
  ])("refuses %s (%s)", (vatId) => {
    expect(isValidVatId(vatId)).toBe(false);
  });

  it("computes the German check digit 0 where ISO 7064 MOD 11,10 gives 10", () => {
    // Constructed: for 13669595 the algorithm ends on product 1, so the check digit is 11 − 1 = 10 → 0.
    expect(isValidVatId("DE136695950")).toBe(true);
    for (const digit of "123456789") expect(isValidVatId(`DE13669595${digit}`)).toBe(false);
  });

  it("accepts published German VAT ids, whose check digits all fit", () => {
    for (const vatId of ["DE136695976", "DE814584193", "DE129273398", "DE811115368"]) {
      expect(isValidVatId(vatId)).toBe(true);
    }
  });

  it("ignores spaces, dots and dashes and accepts lower case", () => {
    expect(isValidVatId("DE 136 695 976")).toBe(true);
    expect(isValidVatId("de136.695.976")).toBe(true);
    expect(isValidVatId("NL 0044.95445-B01")).toBe(true);
    expect(isValidVatId("atu 135-856-27")).toBe(true);
    expect(normaliseVatId(" nl 0044.95445-b01 ")).toBe("NL004495445B01");
  });

  it("does not ignore other punctuation", () => {
    expect(isValidVatId("DE136/695/976")).toBe(false);
    expect(isValidVatId("DE136,695,976")).toBe(false);
  });

  describe("with the organisation's country", () => {
    it("accepts the country's own prefix, in any case", () => {
      expect(isValidVatId("DE136695976", "DE")).toBe(true);
      expect(isValidVatId("DE136695976", "de")).toBe(true);
      expect(isValidVatId("ATU13585627", "AT")).toBe(true);
      expect(isValidVatId("NL004495445B01", "NL")).toBe(true);
    });

    it("refuses another member state's VAT id", () => {
      expect(isValidVatId("DE136695976", "AT")).toBe(false);
      expect(isValidVatId("ATU13585627", "DE")).toBe(false);
      expect(isValidVatId("NL004495445B01", "BE")).toBe(false);
    });

    it("maps Greece: country GR takes prefix EL, and EL is no country", () => {
      expect(isValidVatId("EL094259216", "GR")).toBe(true);
      expect(isValidVatId("EL094259216", "EL")).toBe(false);
      expect(isValidVatId("EL094259216", "CY")).toBe(false);
      expect(isValidVatId("GR094259216", "GR")).toBe(false);
    });

    it("lets the United Kingdom use XI (Northern Ireland) and GB", () => {
      expect(isValidVatId("XI123456789", "GB")).toBe(true);
      expect(isValidVatId("GB123456789", "GB")).toBe(true);
      expect(isValidVatId("XI123456789", "IE")).toBe(false);
      expect(isValidVatId("GB123456789", "DE")).toBe(false);
    });

    it("refuses a country that is not a country code", () => {
      expect(isValidVatId("XI123456789", "XI")).toBe(false);
      expect(isValidVatId("DE136695976", "")).toBe(false);
      expect(isValidVatId("DE136695976", "DEU")).toBe(false);
    });

    it("still checks the format", () => {
      expect(isValidVatId("DE136695978", "DE")).toBe(false);
      expect(isValidVatId("DE12345678", "DE")).toBe(false);
    });

    it("lists the prefixes per country", () => {
      expect(vatPrefixesFor("gr")).toEqual(["EL"]);
      expect(vatPrefixesFor("GB")).toEqual(["GB", "XI"]);
      expect(vatPrefixesFor("de")).toEqual(["DE"]);
      expect(vatPrefixesFor("EL")).toEqual([]);
      expect(vatPrefixesFor("XI")).toEqual([]);
      expect(vatPrefixesFor("XX")).toEqual([]);
    });
  });
});

describe("isValidIossNumber", () => {
  it.each(["IM2760000001", "IM0401234567", "IM3721234567", "IM5289999999", "IM7521234567", "im 276 0000001"])(
    "accepts %s",
    (ioss) => {
      expect(isValidIossNumber(ioss)).toBe(true);
    },
  );

  it("accepts every member state's numeric code", () => {
    for (const numeric of Object.values(EU_NUMERIC_COUNTRY_CODES)) {
      expect(isValidIossNumber(`IM${numeric}1234567`)).toBe(true);
    }
  });

  it.each([
    ["IM276000001", "11 characters"],
    ["IM27600000012", "13 characters"],
    ["IN2760000001", "IN instead of IM"],
    ["2760000001", "no IM"],
    ["IM8400000001", "USA (840) is no member state"],
    ["IM8260000001", "United Kingdom (826) is no member state"],
    ["IM7560000001", "Switzerland (756) is no member state"],
    ["IM0000000001", "no country 000"],
    ["IM27600000A1", "letter in the number"],
    ["EU2760000001", "EU prefix"],
    ["", "empty"],
  ])("refuses %s (%s)", (ioss) => {
    expect(isValidIossNumber(ioss)).toBe(false);
  });
});

describe("isValidPhone / normalisePhone", () => {
  it.each([
    ["+49 30 1234567", "+49301234567"],
    ["+49 (0)30 123-4567", "+49301234567"],
    ["+43 1 234 56 78", "+4312345678"],
    ["+1 (212) 555-0100", "+12125550100"],
    ["+44.20.7946.0958", "+442079460958"],
    ["+49301234", "+49301234"],
    ["+123456789012345", "+123456789012345"],
  ])("accepts %s as %s", (input, normalised) => {
    expect(isValidPhone(input)).toBe(true);
    expect(normalisePhone(input)).toBe(normalised);
  });

  it.each([
    ["030 1234567", "no country code"],
    ["0049 30 1234567", "00 instead of +"],
    ["49 30 1234567", "no +"],
    ["+0 30 1234567", "country code starting with 0"],
    ["+4930123", "7 digits"],
    ["+1234567890123456", "16 digits"],
    ["+49 30 CALL-NOW", "letters"],
    ["+49 30 1234567 ext. 5", "an extension"],
    ["+49 30 1234567 / 8", "a slash"],
    ["++49 30 1234567", "two plus signs"],
    ["+49 30 +1234567", "a plus sign inside"],
    ["+", "just a plus"],
    ["", "empty"],
  ])("refuses %s (%s)", (input) => {
    expect(isValidPhone(input)).toBe(false);
  });
});

describe("companyDetailsSchema", () => {
  const full = {
    company_name: "  Muster GmbH ",
    street: "Hauptstraße 1",
    city: "Berlin",
    zip: "10115",
    country_code: "de",
    vat_id: "DE 136 695 976",
    iban: "de89 3704 0044 0532 0130 00",
    bic: "deutdeff500",
    ioss_number: "IM2760000001",
    email: "office@muster.example",
    phone: "+49 (0)30 123-4567",
  };

  function errorsOf(input: unknown): Record<string, string[]> {
    const result = companyDetailsSchema.safeParse(input);
    if (result.success) throw new Error("expected the input to be invalid");
    return fieldErrorsOf(result.error);
  }

  it("parses a complete record, trimming and normalising", () => {
    expect(companyDetailsSchema.parse(full)).toEqual({
      company_name: "Muster GmbH",
      street: "Hauptstraße 1",
      city: "Berlin",
      zip: "10115",
      country_code: "DE",
      vat_id: "DE 136 695 976",
      iban: "DE89370400440532013000",
      bic: "DEUTDEFF500",
      ioss_number: "IM2760000001",
      email: "office@muster.example",
      phone: "+49301234567",
    });
  });

  it("turns empty and blank strings into null", () => {
    const blank = Object.fromEntries(Object.keys(full).map((key) => [key, key === "city" ? "   " : ""]));
    expect(companyDetailsSchema.parse(blank)).toEqual(Object.fromEntries(Object.keys(full).map((key) => [key, null])));
  });

  it("keeps null as null and leaves missing fields out", () => {
    expect(companyDetailsSchema.parse({ company_name: null, iban: "GB82 WEST 1234 5698 7654 32" })).toEqual({
      company_name: null,
      iban: "GB82WEST12345698765432",
    });
    expect(companyDetailsSchema.parse({})).toEqual({});
  });

  it("reports each invalid field with its translation key", () => {
    expect(
      errorsOf({
        country_code: "XX",
        vat_id: "DE123",
        iban: "DE89370400440532013001",
        bic: "DEUTXXFF",
        ioss_number: "IM8400000001",
        email: "not-an-email",
        phone: "030 1234567",
      }),
    ).toEqual({
      country_code: [COMPANY_MESSAGES.invalidCountry],
      vat_id: [COMPANY_MESSAGES.invalidVatId],
      iban: [COMPANY_MESSAGES.invalidIban],
      bic: [COMPANY_MESSAGES.invalidBic],
      ioss_number: [COMPANY_MESSAGES.invalidIoss],
      email: [COMPANY_MESSAGES.invalidEmail],
      phone: [COMPANY_MESSAGES.invalidPhone],
    });
  });

  it("uses exactly the agreed translation keys", () => {
    expect(COMPANY_MESSAGES).toEqual({
      invalidIban: "organisations:errors.invalidIban",
      invalidBic: "organisations:errors.invalidBic",
      invalidVatId: "organisations:errors.invalidVatId",
      invalidIoss: "organisations:errors.invalidIoss",
      invalidPhone: "organisations:errors.invalidPhone",
      invalidCountry: "organisations:errors.invalidCountry",
      invalidEmail: "auth:errors.invalidEmail",
      tooLong: "common:errors.tooLong",
    });
  });

  it("refuses more than 200 characters in any field, after trimming", () => {
    for (const key of Object.keys(full)) {
      expect(errorsOf({ [key]: "a".repeat(201) })).toEqual({ [key]: [COMPANY_MESSAGES.tooLong] });
    }
    expect(companyDetailsSchema.parse({ company_name: ` ${"a".repeat(200)} ` })).toEqual({
      company_name: "a".repeat(200),
    });
  });

  it("refuses a VAT id of another country than the organisation's", () => {
    expect(errorsOf({ ...full, country_code: "AT" })).toEqual({ vat_id: [COMPANY_MESSAGES.invalidVatId] });
    expect(errorsOf({ country_code: "de", vat_id: "ATU13585627" })).toEqual({
      vat_id: [COMPANY_MESSAGES.invalidVatId],
    });
  });

  it("matches Greece's EL VAT ids to country GR", () => {
    expect(companyDetailsSchema.parse({ country_code: "gr", vat_id: "EL094259216" })).toEqual({
      country_code: "GR",
      vat_id: "EL094259216",
    });
  });

  it("checks a VAT id without a country only for its format", () => {
    expect(companyDetailsSchema.parse({ vat_id: "ATU13585627" })).toEqual({ vat_id: "ATU13585627" });
    expect(companyDetailsSchema.parse({ country_code: "", vat_id: "ATU13585627" })).toEqual({
      country_code: null,
      vat_id: "ATU13585627",
    });
  });

  it("reports an invalid VAT id or country only once, on its own field", () => {
    expect(errorsOf({ country_code: "AT", vat_id: "DE136695978" })).toEqual({
      vat_id: [COMPANY_MESSAGES.invalidVatId],
    });
    expect(errorsOf({ country_code: "XX", vat_id: "DE136695976" })).toEqual({
      country_code: [COMPANY_MESSAGES.invalidCountry],
    });
  });

  it("refuses values that are not strings", () => {
    expect(Object.keys(errorsOf({ company_name: 42, iban: ["DE89370400440532013000"] })).sort()).toEqual([
      "company_name",
      "iban",
    ]);
  });
});
