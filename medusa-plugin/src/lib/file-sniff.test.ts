import { describe, expect, it } from "vitest";
import { displayName, sniffMimeType } from "./file-sniff";

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffMimeType", () => {
  it("recognises each accepted type by its content", () => {
    expect(sniffMimeType(bytes([0xff, 0xd8, 0xff, 0xe0], "JFIF"))).toBe("image/jpeg");
    expect(sniffMimeType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe("image/png");
    expect(sniffMimeType(bytes("GIF89a", [1, 0]))).toBe("image/gif");
    expect(sniffMimeType(bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffMimeType(bytes("%PDF-1.7\n"))).toBe("application/pdf");
  });

  it("refuses what is not one of them, whatever it is called", () => {
    expect(sniffMimeType(bytes("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffMimeType(bytes("MZ", [0x90, 0]))).toBeNull();
    expect(sniffMimeType(bytes("RIFF", [0, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffMimeType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffMimeType(new Uint8Array())).toBeNull();
  });
});

describe("displayName", () => {
  it("keeps the name, drops paths and control characters, and uses the real extension", () => {
    expect(displayName("C:\\Users\\me\\Damaged box.JPG", "image/jpeg")).toBe("Damaged box.jpg");
    expect(displayName("../../etc/passwd", "application/pdf")).toBe("passwd.pdf");
    expect(displayName('in"voice\u0007.exe', "application/pdf")).toBe("invoice.pdf");
    expect(displayName("", "image/png")).toBe("file.png");
    expect(displayName(`${"a".repeat(300)}.png`, "image/png")).toHaveLength(104);
  });
});
