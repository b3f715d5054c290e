import type { UploadedFile } from "@platform/domain";
import sharp from "sharp";

export type FileToUpload = { name: string; mimeType: string; content: Buffer };

/** What POST /store/uploads answered: 201 with the files, or an error with its translated message. */
export type UploadAnswer = {
  status: number;
  files: UploadedFile[];
  message: string | null;
  i18nKey: string | null;
};

/** Uploads files through the real route, as the SPA's file picker does (multipart, field "files"). */
export async function uploadFiles(
  url: string,
  token: string | null,
  files: FileToUpload[],
  options: { locale?: "en" | "de"; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  for (const file of files)
    form.append("files", new Blob([new Uint8Array(file.content)], { type: file.mimeType }), file.name);
  const response = await fetch(`${url.replace(/\/$/, "")}/store/uploads`, {
    method: "POST",
    body: form,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.locale ? { "x-locale": options.locale } : {}),
      ...options.headers,
    },
  });
  const body = (await response.json().catch(() => ({}))) as {
    files?: UploadedFile[];
    message?: string;
    i18nKey?: string;
  };
  return {
    status: response.status,
    files: body.files ?? [],
    message: body.message ?? null,
    i18nKey: body.i18nKey ?? null,
  };
}

/** One file; throws unless the upload was accepted. */
export async function uploadFile(url: string, token: string, file: FileToUpload): Promise<UploadedFile> {
  const answer = await uploadFiles(url, token, [file]);
  const [uploaded] = answer.files;
  if (answer.status !== 201 || !uploaded) throw new Error(`upload failed: ${answer.status} ${answer.message}`);
  return uploaded;
}

/** A real PNG photo stand-in (solid colour), large enough that its thumbnail is smaller. */
export async function testPng(name = "photo.png", size = 640): Promise<FileToUpload> {
  const content = await sharp({ create: { width: size, height: size / 2, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", content };
}

export async function testJpeg(name = "photo.jpg"): Promise<FileToUpload> {
  const content = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#2980b9" } })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", content };
}

/** A minimal, valid one-page PDF. */
export function testPdf(name = "delivery-note.pdf"): FileToUpload {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: "application/pdf", content: Buffer.from(body, "latin1") };
}

/** `count` small real PNGs, uploaded one by one (one upload request takes at most 5 images). */
export async function uploadImages(
  url: string,
  token: string,
  count: number,
  prefix = "image",
): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (let i = 1; i <= count; i++) files.push(await uploadFile(url, token, await testPng(`${prefix}-${i}.png`, 32)));
  return files;
}

/**
 * File references as a lying client sends them: each one declared as `mimeType` (e.g. a PDF),
 * whatever it really is. The server must count what it stored, not this.
 */
export function declaredAs(files: ReadonlyArray<{ id: string }>, mimeType: string): Array<{ id: string }> {
  return files.map((file) => ({ id: file.id, mimeType }));
}
