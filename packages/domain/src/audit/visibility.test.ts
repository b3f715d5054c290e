// The audit log's subject-type filter per role: only the kinds of record the role's screens show.
import { describe, expect, it } from "vitest";
import { AUDIT_SUBJECT_TYPES } from "./schemas";
import { auditSubjectTypesFor } from "./visibility";

describe("auditSubjectTypesFor", () => {
  it("gives support every subject type", () => {
    expect(auditSubjectTypesFor("support")).toEqual([...AUDIT_SUBJECT_TYPES]);
  });

  it("gives each organisation role what its screens show", () => {
    const own = ["organisation", "member", "invitation", "customer"];
    expect(auditSubjectTypesFor("customer")).toEqual([
      ...own,
      "shop",
      "order",
      "claim",
      "location",
      "stock",
      "stock_order",
      "packaging",
      "packaging_order",
      "product_link",
      "product_request",
      "invoice",
      "retour",
      "booking",
      "chat",
    ]);
    expect(auditSubjectTypesFor("agency")).toEqual([...own, "invoice"]);
    expect(auditSubjectTypesFor("supplier")).toEqual([
      ...own,
      "stock_order",
      "packaging_order",
      "product_request",
      "chat",
    ]);
    expect(auditSubjectTypesFor("service_provider")).toEqual([...own, "booking", "service", "chat"]);
  });

  it("gives a merchant's owners and admins their API keys and webhook endpoints too, members not", () => {
    for (const memberRole of ["owner", "admin"] as const) {
      expect(auditSubjectTypesFor("customer", memberRole)).toEqual([
        ...auditSubjectTypesFor("customer"),
        "api_key",
        "webhook_endpoint",
      ]);
    }
    expect(auditSubjectTypesFor("customer", "member")).toEqual(auditSubjectTypesFor("customer"));
    expect(auditSubjectTypesFor("supplier", "owner")).not.toContain("api_key");
  });
});
