import type { UploadMimeType } from "@platform/domain";

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The type of a file from its first bytes — what it is, not what its name or the browser claim.
 * Only the types uploads accept are recognised; anything else is null.
 */
export function sniffMimeType(bytes: Uint8Array): UploadMimeType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  return null;
}

export const EXTENSION_OF: Record<UploadMimeType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "application/pdf": "pdf",
};

/**
 * A file name safe to show and to put in a Content-Disposition header: no path, no control
 * characters, at most 120 characters, and the extension of what the file really is.
 */
export function displayName(original: string, mimeType: UploadMimeType): string {
  const base =
    (original.split(/[\\/]/).pop() ?? "")
      .normalize("NFC")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u001f\u007f"]/g, "")
      .replace(/\.[^.]*$/, "")
      .trim()
      .slice(0, 100) || "file";
  return `${base}.${EXTENSION_OF[mimeType]}`;
}
