import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import { CLAIM_MESSAGES } from "./messages";
import { CLAIM_ATTACHMENTS, createClaimSchema, decideClaimSchema } from "./schemas";

const errorsOf = (input: unknown) => {
  const result = createClaimSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

const image = (n: number) => ({ id: `file_${n}`, mimeType: "image/jpeg" });

describe("createClaimSchema (spec §5)", () => {
  it("names every missing part with the spec's message", () => {
    expect(errorsOf({ orderId: "order_1" })).toEqual({
      type: ["claims:errors.selectType"],
      description: ["claims:errors.addDescription"],
      files: ["claims:errors.addFile"],
    });
    expect(errorsOf({ orderId: "order_1", type: "broken", description: "   ", files: [] })).toEqual({
      type: ["claims:errors.selectType"],
      description: ["claims:errors.addDescription"],
      files: ["claims:errors.addFile"],
    });
  });

  it("takes at most 10 file references and drops what a client says a file is", () => {
    // The 5-image rule is the server's, on the stored, sniffed uploads (UploadService.attach).
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(image);
    expect(
      errorsOf({ orderId: "order_1", type: "lost", description: "Never arrived", files: [...ten, image(11)] }),
    ).toEqual({
      files: [CLAIM_ATTACHMENTS.tooManyFiles],
    });
    const ok = createClaimSchema.parse({
      orderId: "order_1",
      type: "refund",
      description: "  Broken on arrival  ",
      files: [image(1), { id: "file_pdf", mimeType: "application/pdf" }],
    });
    expect(ok.description).toBe("Broken on arrival");
    expect(ok.files).toEqual([{ id: "file_1" }, { id: "file_pdf" }]);
  });
});

describe("decideClaimSchema", () => {
  const decide = (input: Record<string, unknown>) => decideClaimSchema.safeParse({ claimId: "clm_1", ...input });
  const errorsOf = (input: Record<string, unknown>) => {
    const result = decide(input);
    return result.success ? null : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("turns a typed amount into minor units, with a comma or a point", () => {
    expect(decide({ status: "refunded", amount: "12,50" })).toMatchObject({ success: true, data: { amount: 1250 } });
    expect(decide({ status: "credit", amount: "7" })).toMatchObject({ success: true, data: { amount: 700 } });
  });

  it("needs an amount above 0 for refunded and credit, and a tracking number for a new one", () => {
    expect(errorsOf({ status: "refunded", amount: "" })).toEqual([["amount", CLAIM_MESSAGES.amountRequired]]);
    expect(errorsOf({ status: "credit", amount: "0,00" })).toEqual([["amount", CLAIM_MESSAGES.amountInvalid]]);
    expect(errorsOf({ status: "refunded", amount: "12.505" })).toEqual([["amount", CLAIM_MESSAGES.amountInvalid]]);
    expect(errorsOf({ status: "new_tracking_number", trackingNumber: "  " })).toEqual([
      ["trackingNumber", CLAIM_MESSAGES.trackingRequired],
    ]);
    expect(
      errorsOf({ status: "new_tracking_number", trackingNumber: "X1", trackingUrl: "javascript:alert(1)" }),
    ).toEqual([["trackingUrl", CLAIM_MESSAGES.trackingUrlInvalid]]);
  });

  it("knows only the spec's statuses", () => {
    expect(errorsOf({ status: "paid" })).toEqual([["status", CLAIM_MESSAGES.selectStatus]]);
    expect(decide({ status: "accepted" }).success).toBe(true);
  });
});
