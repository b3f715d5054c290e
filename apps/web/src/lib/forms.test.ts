import {
  type createPackagingSchema,
  fieldErrorsOf,
  type organisationUpdateSchema,
  shipOrderSchema,
} from "@platform/domain";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { type FieldName, type FormErrors, fieldsOf } from "./forms";

// The @ts-expect-error lines are the test: `tsc -p apps/web` (the typecheck stage) fails when a
// wrong field name stops being an error, so a renamed or removed schema field breaks its forms.
type ShipInput = z.input<typeof shipOrderSchema>;
type OrganisationInput = z.input<typeof organisationUpdateSchema>;

describe("form field names", () => {
  it("name a field as its error is keyed, and show that field's errors", () => {
    const result = shipOrderSchema.safeParse({ orderId: "order_1", trackingNumbers: [""], trackingUrls: [] });
    expect(result.success).toBe(false);
    const errors = result.success ? {} : fieldErrorsOf(result.error);
    const field = fieldsOf<ShipInput>(errors);
    expect(field("trackingNumbers.0")).toEqual({ name: "trackingNumbers.0", errors: errors["trackingNumbers.0"] });
    expect(field("trackingNumbers.0").errors?.length).toBeGreaterThan(0);
    expect(field("trackingUrls.0").errors).toBeUndefined();
    // @ts-expect-error a misspelled field
    field("trackingNumber");
    // @ts-expect-error an array's items are named by index
    field("trackingNumbers.first");
    // @ts-expect-error a field of an array item that has none
    field("items.0.quantityy");
    field("items.0.quantity");
  });

  it("reach nested objects by dotted paths, and nothing beside them", () => {
    const names: FieldName<OrganisationInput>[] = ["name", "company", "company.country_code", "company.iban"];
    expect(names).toHaveLength(4);
    // @ts-expect-error a company field at the top level
    const top: FieldName<OrganisationInput> = "country_code";
    // @ts-expect-error a field the schema does not have
    const missing: FieldName<OrganisationInput> = "company.countryCode";
    expect([top, missing]).toHaveLength(2);
  });

  it("type the errors' lookups by the same names", () => {
    const errors: FormErrors<z.input<typeof createPackagingSchema>> = { moq: ["common:errors.invalid"] };
    expect(errors.moq).toEqual(["common:errors.invalid"]);
    expect(errors._form).toBeUndefined();
    // @ts-expect-error a misspelled lookup
    expect(errors.mqo).toBeUndefined();
  });
});
