// The uploads module's public surface: the service other domains attach and list files with, the
// rejection the upload route answers, and the streaming of a signed link.
export { serveCatalogueImage, serveCataloguePrivateFile } from "./serve-catalogue-file";
export { serveUpload } from "./serve-upload";
export {
  default as UploadService,
  type IncomingFile,
  type UploadAccessCheck,
  UploadRejected,
  type UploadVariant,
} from "./service";
