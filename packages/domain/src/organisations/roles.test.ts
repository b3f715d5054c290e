import { describe, expect, it } from "vitest";
import { ORGANISATION_STATUSES, ORGANISATION_TYPES, type OrganisationType, type Role } from "./enums";
import { DASHBOARD_PATH, deriveRole, isDisabled } from "./roles";

const NOW = new Date("2026-03-15T12:00:00.000Z");
const PAST = new Date(NOW.getTime() - 60_000);
const FUTURE = new Date(NOW.getTime() + 60_000);

/** The role of each organisation type while it is not disabled (ARCHITECTURE.md). */
const ROLE_BY_TYPE: Record<Exclude<OrganisationType, "merchant">, Role> = {
  platform: "support",
  agency: "agency",
  service_provider: "service_provider",
  supplier: "supplier",
};

describe("deriveRole", () => {
  for (const type of ORGANISATION_TYPES) {
    for (const status of ORGANISATION_STATUSES) {
      const expected: Role = type === "merchant" ? (status === "active" ? "customer" : "waitlist") : ROLE_BY_TYPE[type];

      it(`${type}/${status}, never disabled → ${expected}`, () => {
        expect(deriveRole({ type, status, disabled_at: null }, NOW)).toBe(expected);
      });

      it(`${type}/${status}, disabled from a future date → still ${expected}`, () => {
        expect(deriveRole({ type, status, disabled_at: FUTURE }, NOW)).toBe(expected);
      });

      it(`${type}/${status}, disabled since a past date → disabled_customer`, () => {
        expect(deriveRole({ type, status, disabled_at: PAST }, NOW)).toBe("disabled_customer");
      });
    }
  }

  it("a declined merchant never becomes a customer", () => {
    expect(deriveRole({ type: "merchant", status: "declined", disabled_at: null }, NOW)).not.toBe("customer");
  });

  it("counts the disabling moment itself as disabled", () => {
    expect(deriveRole({ type: "merchant", status: "active", disabled_at: NOW }, NOW)).toBe("disabled_customer");
  });

  it("accepts disabled_at as an ISO string, as it arrives from JSON", () => {
    expect(deriveRole({ type: "agency", status: "active", disabled_at: PAST.toISOString() }, NOW)).toBe(
      "disabled_customer",
    );
    expect(deriveRole({ type: "agency", status: "active", disabled_at: FUTURE.toISOString() }, NOW)).toBe("agency");
  });

  it("uses the current time when none is given", () => {
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(deriveRole({ type: "merchant", status: "active", disabled_at: yesterday })).toBe("disabled_customer");
    expect(deriveRole({ type: "merchant", status: "active", disabled_at: tomorrow })).toBe("customer");
  });
});

describe("isDisabled", () => {
  it("is false without a date and before it, true from it on", () => {
    expect(isDisabled({ disabled_at: null }, NOW)).toBe(false);
    expect(isDisabled({ disabled_at: FUTURE }, NOW)).toBe(false);
    expect(isDisabled({ disabled_at: NOW }, NOW)).toBe(true);
    expect(isDisabled({ disabled_at: PAST }, NOW)).toBe(true);
  });
});

describe("DASHBOARD_PATH", () => {
  it("sends every role to its own dashboard inside /a", () => {
    expect(DASHBOARD_PATH).toEqual({
      support: "/a/dashboard/support",
      agency: "/a/dashboard/agency",
      service_provider: "/a/dashboard/service-provider",
      supplier: "/a/dashboard/supplier",
      waitlist: "/a/dashboard/waitlist",
      disabled_customer: "/a/dashboard/disabled",
      customer: "/a/dashboard/customer",
    });
  });
});
