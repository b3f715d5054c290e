import { describe, expect, it } from "vitest";
import { ROLES } from "../organisations/enums";
import { CHAT_SUBJECT_TYPES } from "./enums";
import { chatClaimFilterApplies, chatTabsFor } from "./tabs";

describe("chat tabs per role", () => {
  it("opens the provider on bookings and never shows a supplier the booking tab", () => {
    expect(chatTabsFor("service_provider")).toEqual(["booking"]);
    expect(chatTabsFor("supplier")).not.toContain("booking");
    expect(chatTabsFor("customer")).toEqual(CHAT_SUBJECT_TYPES);
    expect(chatTabsFor("support")).toEqual(CHAT_SUBJECT_TYPES);
    for (const role of ["agency", "waitlist", "disabled_customer"] as const) expect(chatTabsFor(role)).toEqual([]);
  });

  it("offers the claim filter to merchants and support only", () => {
    expect(ROLES.filter(chatClaimFilterApplies)).toEqual(["support", "customer"]);
  });
});
