import fs from "node:fs";
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import type UploadService from "./service";
import type { UploadVariant } from "./service";

/** Streams the file behind a signed link; a forged, altered or expired link is 403 and says nothing more. */
export async function serveUpload(req: MedusaRequest, res: MedusaResponse, variant: UploadVariant): Promise<void> {
  const query = req.query as Record<string, string | undefined>;
  const opened = await req.scope
    .resolve<UploadService>("uploadService")
    .open(req.params.id, variant, query.exp, query.sig);
  if (!opened) {
    res.status(403).type("text").send("This link is invalid or has expired.");
    return;
  }
  const { upload, filePath } = opened;
  const stat = await fs.promises.stat(filePath).catch(() => null);
  if (!stat) {
    res.status(404).type("text").send("Not found");
    return;
  }
  const type = variant === "thumbnail" ? "image/webp" : upload.mime_type;
  const disposition = query.download === "1" ? "attachment" : "inline";
  res.setHeader("Content-Type", type);
  res.setHeader("Content-Length", String(stat.size));
  res.setHeader("Content-Disposition", `${disposition}; filename*=UTF-8''${encodeURIComponent(upload.name)}`);
  res.setHeader("X-Content-Type-Options", "nosniff");
  // The link itself is the permission: private, and only until it expires.
  res.setHeader("Cache-Control", "private, max-age=3600");
  res.setHeader("Content-Security-Policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  fs.createReadStream(filePath).pipe(res);
}
