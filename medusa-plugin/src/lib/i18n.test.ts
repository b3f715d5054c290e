// The server's translations pick a count's plural form as the browser's i18next does.
import { describe, expect, it } from "vitest";
import { translate } from "./i18n";

describe("translate", () => {
  it("uses the plural form of a count in both languages", () => {
    const values = { name: "Kim", subject: "#1001", messages: "…", link: "http://x", count: "1" };
    expect(translate("en", "mail:chatMessages.body", values)).toContain("there is 1 new message about #1001");
    expect(translate("en", "mail:chatMessages.body", { ...values, count: "3" })).toContain(
      "there are 3 new messages about #1001",
    );
    expect(translate("de", "mail:chatMessages.body", values)).toContain("es gibt 1 neue Nachricht zu #1001");
    expect(translate("de", "mail:chatMessages.body", { ...values, count: "2" })).toContain(
      "es gibt 2 neue Nachrichten zu #1001",
    );
  });

  it("keeps a text without plural forms as it is", () => {
    expect(translate("en", "mail:chatMessages.subject", { subject: "#7", count: "2" })).toBe("New messages about #7");
  });
});
