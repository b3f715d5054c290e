import { inflateSync } from "node:zlib";

/**
 * The text a PDF shows, as far as pdfkit writes it with its built-in fonts: every content stream
 * inflated, the hex strings of each TJ/Tj operator decoded (WinAnsi, so 0x80 is €), one line per
 * operator. Enough to check what a reader sees without a PDF viewer.
 */
export function pdfText(bytes: Buffer): string {
  const lines: string[] = [];
  const source = bytes.toString("latin1");
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf("endstream", start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      content = source.slice(start, end);
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hex = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join("") : op[2];
      lines.push(
        Buffer.from(hex ?? "", "hex")
          .toString("latin1")
          .replace(/\x80/g, "€"),
      );
    }
    streams.lastIndex = end;
  }
  return lines.join("\n");
}
