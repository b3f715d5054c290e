import fs from "node:fs";
import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { privateFilePath, publicFilePath } from "./catalogue-files";

/**
 * Headers that keep a served file inert on the app's origin even if a browser opens it as a page:
 * the type is ours (from the sniffed bytes), nosniff, and a CSP sandbox with nothing allowed but
 * the image itself, so no script runs and the page has no origin (no localStorage, no cookies).
 */
function inertHeaders(res: MedusaResponse, size: number): void {
  res.setHeader("Content-Length", String(size));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Content-Security-Policy", "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
}

async function send(res: MedusaResponse, file: string, prepare: (size: number) => void): Promise<void> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) {
    res.status(404).type("text").send("Not found");
    return;
  }
  prepare(stat.size);
  const stream = fs.createReadStream(file);
  stream.on("error", () => res.destroy());
  stream.pipe(res);
}

/** GET /uploads/:name — a catalogue image (Medusa Admin's product images). */
export async function serveCatalogueImage(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const found = publicFilePath(String(req.params.name ?? ""));
  if (!found) {
    res.status(404).type("text").send("Not found");
    return;
  }
  await send(res, found.file, (size) => {
    res.setHeader("Content-Type", found.mimeType);
    res.setHeader("Content-Disposition", `inline; filename="${req.params.name}"`);
    // Random names never change content.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    inertHeaders(res, size);
  });
}

/** GET /uploads/private/:name?exp&sig — an import or export file behind a signed link, as a download. */
export async function serveCataloguePrivateFile(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const query = req.query as Record<string, unknown>;
  const secret = req.scope.resolve<{ projectConfig: { cookie_secret?: string } }>("configModule").projectConfig
    .cookie_secret;
  const file = privateFilePath(secret, String(req.params.name ?? ""), query.exp, query.sig);
  if (!file) {
    res.status(403).type("text").send("This link is invalid or has expired.");
    return;
  }
  await send(res, file, (size) => {
    res.setHeader("Content-Type", "application/octet-stream");
    res.setHeader("Content-Disposition", `attachment; filename="${req.params.name}"`);
    res.setHeader("Cache-Control", "private, no-store");
    inertHeaders(res, size);
  });
}
