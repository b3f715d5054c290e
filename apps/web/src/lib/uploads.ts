import type { UploadedFile } from "@platform/domain";
import { currentLanguage } from "./i18n";
import { authHeaders } from "./session";

/** The upload route refused the files; the message is already in the user's language. */
export class UploadError extends Error {
  constructor(
    message: string,
    public readonly i18nKey: string | null,
  ) {
    super(message);
  }
}

/** Sends files to POST /store/uploads (multipart, field "files"); the server checks and stores them. */
export async function uploadFiles(files: File[]): Promise<UploadedFile[]> {
  const form = new FormData();
  for (const file of files) form.append("files", file, file.name);
  let response: Response;
  try {
    response = await fetch("/store/uploads", {
      method: "POST",
      body: form,
      headers: { ...authHeaders(), "x-locale": currentLanguage() },
    });
  } catch {
    throw new UploadError("", "uploads:errors.failed");
  }
  const body = (await response.json().catch(() => ({}))) as {
    files?: UploadedFile[];
    message?: string;
    i18nKey?: string;
  };
  if (!response.ok || !body.files) throw new UploadError(body.message ?? "", body.i18nKey ?? "uploads:errors.failed");
  return body.files;
}
