import type { IncomingMessage } from "node:http";
import busboy from "busboy";

export type ReceivedFile = { field: string; originalName: string; bytes: Buffer; truncated: boolean };

/**
 * Reads a multipart body into memory with hard limits: a file over maxFileBytes is cut off and
 * marked truncated (so its name can be reported), and more than maxFiles files is an error.
 * Every stream involved (request, parser, each file) has an error listener: busboy emits
 * `error` on the file stream too when the body ends inside a file, and an unhandled one kills
 * the process. Any of them rejects (once) and stops reading.
 */
export function readMultipart(
  req: IncomingMessage,
  limits: { maxFileBytes: number; maxFiles: number },
): Promise<{ files: ReceivedFile[]; fields: Record<string, string>; tooManyFiles: boolean }> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let parser: busboy.Busboy;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // The rest of the body is not read: drain it without keeping it.
      req.resume();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: 10,
          fieldSize: 64 * 1024,
          parts: limits.maxFiles + 10,
        },
      });
    } catch (error) {
      settled = true;
      reject(error);
      return;
    }
    const files: ReceivedFile[] = [];
    // Text fields (the REST API's claim form), at most 10 of 64 KB each (the limits above).
    const fields: Record<string, string> = {};
    let tooManyFiles = false;
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("error", fail);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("close", () => {
        files.push({
          field,
          // busboy decodes the name as latin1 by default; browsers send UTF-8.
          originalName: Buffer.from(info.filename ?? "", "latin1").toString("utf8"),
          bytes: Buffer.concat(chunks),
          truncated: (stream as unknown as { truncated?: boolean }).truncated === true,
        });
      });
    });
    parser.on("filesLimit", () => {
      tooManyFiles = true;
    });
    parser.on("error", fail);
    parser.on("close", () => {
      if (settled) return;
      settled = true;
      resolve({ files, fields, tooManyFiles });
    });
    req.on("error", fail);
    req.on("aborted", () => fail(new Error("request aborted")));
    req.pipe(parser);
  });
}
