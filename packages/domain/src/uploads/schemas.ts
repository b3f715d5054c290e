import { z } from "zod";
import { entityId } from "../shared/schemas";
import { MAX_UPLOAD_IMAGES } from "./constants";

/** What the upload route accepts, recognised by the file's content (never by its name). */
export const UPLOAD_MIME_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif", "application/pdf"] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];

export const UPLOAD_LIMITS = {
  maxFileBytes: 10 * 1024 * 1024,
  /** One request carries at most this many files, of which at most MAX_UPLOAD_IMAGES images. */
  maxFilesPerRequest: 10,
  maxImages: MAX_UPLOAD_IMAGES,
} as const;

export function isImageMimeType(mimeType: string): boolean {
  return mimeType.startsWith("image/");
}

/** An uploaded file as the upload route and every procedure that lists files answer it. */
export type UploadedFile = {
  id: string;
  name: string;
  mimeType: string;
  size: number;
  isImage: boolean;
  /** A signed, expiring link (works in <img src> and downloads). */
  url: string;
  thumbnailUrl: string | null;
};

/** A subject (claim, chat message, …) refers to uploads by id; the server checks ownership. */
export const uploadedFileSchema = z.object({ id: entityId, mimeType: z.string().max(100) });
export type UploadedFileRef = z.infer<typeof uploadedFileSchema>;

/** At most MAX_UPLOAD_IMAGES images among the files (spec §5). */
export function countsImagesWithinLimit(files: ReadonlyArray<{ mimeType: string }>): boolean {
  return files.filter((file) => isImageMimeType(file.mimeType)).length <= MAX_UPLOAD_IMAGES;
}
