import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../shared/zod-errors";
import { CHAT_MESSAGES } from "./messages";
import { chatListSchema, chatMessageBody, chatSubscriptionSchema, sendChatMessageSchema } from "./schemas";

describe("chatMessageBody (spec §5)", () => {
  it("is trimmed, and empty or blank is the spec's message", () => {
    expect(chatMessageBody.parse("  Hello  ")).toBe("Hello");
    for (const empty of ["", "   ", "\n\t"]) {
      const result = chatMessageBody.safeParse(empty);
      expect(result.success).toBe(false);
      expect(result.success ? null : result.error.issues[0]?.message).toBe(CHAT_MESSAGES.emptyMessage);
    }
    expect(chatMessageBody.safeParse(undefined).error?.issues[0]?.message).toBe(CHAT_MESSAGES.emptyMessage);
  });

  it("has an upper bound", () => {
    expect(chatMessageBody.safeParse("x".repeat(5001)).error?.issues[0]?.message).toBe(CHAT_MESSAGES.tooLong);
    expect(chatMessageBody.parse("x".repeat(5000))).toHaveLength(5000);
  });
});

describe("sendChatMessageSchema", () => {
  it("takes up to 10 files as upload references, dropping what a client says they are", () => {
    // The 5-image rule is the server's, on the stored, sniffed uploads (UploadService.attach).
    const image = (n: number) => ({ id: `upl_${n}`, mimeType: "image/png" });
    const ok = sendChatMessageSchema.parse({
      chatId: "chat_1",
      body: "x",
      files: [image(1), { id: "upl_p", mimeType: "application/pdf" }],
    });
    expect(ok.files).toEqual([{ id: "upl_1" }, { id: "upl_p" }]);
    expect(sendChatMessageSchema.parse({ chatId: "chat_1", body: "x" }).files).toEqual([]);
    const tooMany = sendChatMessageSchema.safeParse({
      chatId: "chat_1",
      body: "x",
      files: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(image),
    });
    expect(tooMany.success ? {} : fieldErrorsOf(tooMany.error)).toEqual({ files: ["uploads:errors.tooManyAttached"] });
  });
});

describe("chatListSchema", () => {
  it("defaults to the order chats tab, first page", () => {
    expect(chatListSchema.parse({})).toMatchObject({ subjectType: "order", page: 1, pageSize: 20 });
  });

  it("knows the three tabs and the filters", () => {
    expect(chatListSchema.parse({ subjectType: "packaging_order", claimType: "lost", status: "closed" })).toMatchObject(
      {
        subjectType: "packaging_order",
        claimType: "lost",
        status: "closed",
      },
    );
    expect(chatListSchema.safeParse({ subjectType: "invoice" }).success).toBe(false);
  });
});

describe("chatSubscriptionSchema", () => {
  it("accepts the client's resume cursor (tRPC's lastEventId) only as a number", () => {
    expect(chatSubscriptionSchema.parse({ chatId: "chat_1", lastEventId: "42" }).lastEventId).toBe("42");
    expect(chatSubscriptionSchema.safeParse({ chatId: "chat_1", lastEventId: "42; DROP" }).success).toBe(false);
    expect(chatSubscriptionSchema.parse({ chatId: "chat_1", lastSeq: 0 }).lastSeq).toBe(0);
  });
});
