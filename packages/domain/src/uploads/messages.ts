export const UPLOAD_MESSAGES = {
  noFiles: "uploads:errors.noFiles",
  tooManyFiles: "uploads:errors.tooManyFiles",
  tooManyImages: "uploads:errors.tooManyImages",
  tooLarge: "uploads:errors.tooLarge",
  unsupportedType: "uploads:errors.unsupportedType",
  unreadable: "uploads:errors.unreadable",
  failed: "uploads:errors.failed",
  notYours: "uploads:errors.notYours",
  tooManyAttached: "uploads:errors.tooManyAttached",
} as const;
