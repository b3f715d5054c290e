import { z } from "zod";
import { entityId } from "../shared/schemas";
import { MAX_ATTACHED_FILES, MAX_UPLOAD_IMAGES } from "./constants";
import { UPLOAD_MESSAGES } from "./messages";

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

/**
 * A subject (claim, chat message, …) refers to uploads by id only. What a file is and how large
 * comes from the server's own record of the upload (sniffed from its bytes), never from the caller;
 * any other field a client still sends is dropped.
 */
export const uploadedFileSchema = z.object({ id: entityId });
export type UploadedFileRef = z.infer<typeof uploadedFileSchema>;

/**
 * The limits of one list of attached files, checked by the server against the stored uploads
 * (spec §5, §9: at most 5 images), with the translation keys of the refusals.
 */
export type AttachmentRule = {
  maxFiles: number;
  maxImages: number;
  tooManyFiles: string;
  tooManyImages: string;
};

/** The rule of every attachment list that has no stricter one of its own. */
export const ATTACHMENT_RULE: AttachmentRule = {
  maxFiles: MAX_ATTACHED_FILES,
  maxImages: MAX_UPLOAD_IMAGES,
  tooManyFiles: UPLOAD_MESSAGES.tooManyAttached,
  tooManyImages: UPLOAD_MESSAGES.tooManyImages,
};
