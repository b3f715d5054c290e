import { describe, expect, it } from "vitest";
import { nextOpeningAfter, supplierAvailability } from "./supplier-hours";

const BERLIN = "Europe/Berlin";
const at = (iso: string) => new Date(iso);

describe("supplier chat availability (Europe/Berlin)", () => {
  it("is open inside the weekday windows, including their first minute", () => {
    // Wednesday 2026-11-18, CET (UTC+1): 02:00 local = 01:00Z.
    expect(supplierAvailability(at("2026-11-18T01:00:00Z"), BERLIN)).toEqual({
      available: true,
      until: at("2026-11-18T10:00:00Z"),
      nextOpening: null,
    });
    expect(supplierAvailability(at("2026-11-18T12:00:00Z"), BERLIN).available).toBe(true); // 13:00 local
    expect(supplierAvailability(at("2026-11-18T14:59:00Z"), BERLIN).available).toBe(true); // 15:59 local
  });

  it("is closed at the end minute of a window and says when it opens next", () => {
    // 11:00 local on a weekday: the lunch gap until 13:00.
    expect(supplierAvailability(at("2026-11-18T10:00:00Z"), BERLIN)).toEqual({
      available: false,
      until: at("2026-11-18T12:00:00Z"),
      nextOpening: at("2026-11-18T12:00:00Z"),
    });
    // 16:00 local: next is 02:00 the following morning.
    expect(supplierAvailability(at("2026-11-18T15:00:00Z"), BERLIN).nextOpening).toEqual(at("2026-11-19T01:00:00Z"));
    // 01:59 local: opens at 02:00.
    expect(supplierAvailability(at("2026-11-18T00:59:00Z"), BERLIN).nextOpening).toEqual(at("2026-11-18T01:00:00Z"));
  });

  it("has only the morning window on Saturday and none on Sunday", () => {
    // Friday 16:30 local → Saturday 03:00 local.
    expect(nextOpeningAfter(at("2026-11-20T15:30:00Z"), BERLIN)).toEqual(at("2026-11-21T02:00:00Z"));
    expect(supplierAvailability(at("2026-11-21T02:00:00Z"), BERLIN).available).toBe(true); // Sat 03:00
    expect(supplierAvailability(at("2026-11-21T01:59:00Z"), BERLIN).available).toBe(false); // Sat 02:59
    expect(supplierAvailability(at("2026-11-21T12:00:00Z"), BERLIN).available).toBe(false); // Sat 13:00
    // Saturday 11:00 local → Monday 02:00 local, across Sunday.
    expect(nextOpeningAfter(at("2026-11-21T10:00:00Z"), BERLIN)).toEqual(at("2026-11-23T01:00:00Z"));
    expect(supplierAvailability(at("2026-11-22T10:00:00Z"), BERLIN).available).toBe(false); // Sunday
  });

  it("follows the clocks across the switch to summer time (29 March 2026)", () => {
    // Saturday 28 March, 03:00 CET = 02:00Z; Monday 30 March, 02:00 CEST = 00:00Z.
    expect(supplierAvailability(at("2026-03-28T02:00:00Z"), BERLIN).available).toBe(true);
    expect(nextOpeningAfter(at("2026-03-28T10:30:00Z"), BERLIN)).toEqual(at("2026-03-30T00:00:00Z"));
    expect(supplierAvailability(at("2026-03-30T00:00:00Z"), BERLIN).available).toBe(true);
    expect(supplierAvailability(at("2026-03-29T23:59:00Z"), BERLIN).available).toBe(false); // Mon 01:59 CEST
  });

  it("follows the clocks across the switch back to winter time (25 October 2026)", () => {
    // Saturday 24 October 03:00 CEST = 01:00Z; Monday 26 October 02:00 CET = 01:00Z.
    expect(nextOpeningAfter(at("2026-10-23T15:00:00Z"), BERLIN)).toEqual(at("2026-10-24T01:00:00Z"));
    expect(nextOpeningAfter(at("2026-10-24T09:00:00Z"), BERLIN)).toEqual(at("2026-10-26T01:00:00Z"));
    expect(supplierAvailability(at("2026-10-26T00:59:00Z"), BERLIN).available).toBe(false); // Mon 01:59 CET
    expect(supplierAvailability(at("2026-10-26T09:59:00Z"), BERLIN)).toMatchObject({
      available: true,
      until: at("2026-10-26T10:00:00Z"),
    });
  });

  it("works in another configured time zone", () => {
    // 02:00 in New York on a Wednesday.
    expect(supplierAvailability(at("2026-11-18T07:00:00Z"), "America/New_York").available).toBe(true);
    expect(supplierAvailability(at("2026-11-18T07:00:00Z"), BERLIN).available).toBe(true); // 08:00 Berlin
    expect(supplierAvailability(at("2026-11-18T06:59:00Z"), "America/New_York").available).toBe(false);
  });
});
