import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import { AbstractFileService } from "@medusajs/medusa";
import { MedusaError } from "@medusajs/utils";
import { isImageMimeType, type UploadMimeType } from "@platform/domain";
import { config } from "../../lib/config";
import { EXTENSION_OF, sniffMimeType } from "../../lib/file-sniff";

/**
 * Medusa's file service (Medusa Admin's product images, its import and export files), in place of
 * `@medusajs/file-local`, which threw inside its copy callback when its folder did not exist yet
 * (the process ended), kept the uploaded name and type, served whatever was uploaded inline from
 * the app's origin and put the server's data path in the URL.
 *
 * - Public files (`upload`) are images only, by their sniffed bytes, stored under a random name
 *   with the extension of what they are, at `/uploads/<name>` (served by `serveCatalogueFile`
 *   with nosniff and a sandboxing CSP).
 * - Protected files (`uploadProtected`, export streams) are stored apart and read only through a
 *   signed link that expires, as a download.
 * Both folders are made when the service is created, i.e. before the first request.
 */
export const CATALOGUE_PUBLIC_PREFIX = "/uploads";
export const CATALOGUE_PRIVATE_PREFIX = "/uploads/private";
const PUBLIC_NAME = /^[a-f0-9]{32}\.(jpg|png|gif|webp)$/;
const PRIVATE_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;
const PRIVATE_LINK_TTL_S = 15 * 60;
const SNIFF_BYTES = 64;

type MulterFile = { path: string; originalname?: string };
type ConfigModule = { projectConfig: { cookie_secret?: string } };

export function catalogueDirectories(): { publicDir: string; privateDir: string } {
  const root = path.join(config.dataDir(), "catalogue-files");
  return { publicDir: path.join(root, "public"), privateDir: path.join(root, "private") };
}

function signingKey(secret: string | undefined): Buffer {
  return createHmac("sha256", String(secret ?? ""))
    .update("platform.catalogue-private-links")
    .digest();
}

function sign(key: Buffer, name: string, exp: number): string {
  return createHmac("sha256", key).update(`${name}.${exp}`).digest("base64url");
}

/** The public file's path, or null for a name that is not one of ours (traversal, anything else). */
export function publicFilePath(name: string): { file: string; mimeType: UploadMimeType } | null {
  if (!PUBLIC_NAME.test(name)) return null;
  const extension = name.split(".")[1];
  const mimeType = (Object.keys(EXTENSION_OF) as UploadMimeType[]).find((type) => EXTENSION_OF[type] === extension);
  if (!mimeType || !isImageMimeType(mimeType)) return null;
  return { file: path.join(catalogueDirectories().publicDir, name), mimeType };
}

/** The private file's path when the link's signature holds and has not expired, else null. */
export function privateFilePath(secret: string | undefined, name: string, exp: unknown, sig: unknown): string | null {
  if (!PRIVATE_NAME.test(name) || typeof exp !== "string" || typeof sig !== "string" || !/^\d{1,12}$/.test(exp)) {
    return null;
  }
  const expiry = Number(exp);
  if (expiry * 1000 < Date.now()) return null;
  const expected = Buffer.from(sign(signingKey(secret), name, expiry));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return path.join(catalogueDirectories().privateDir, name);
}

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export default class CatalogueFileService extends AbstractFileService {
  private readonly key: Buffer;

  constructor(container: { configModule: ConfigModule }) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [Record<string, unknown>]));
    this.key = signingKey(container.configModule.projectConfig.cookie_secret);
    const { publicDir, privateDir } = catalogueDirectories();
    fs.mkdirSync(publicDir, { recursive: true });
    fs.mkdirSync(privateDir, { recursive: true, mode: 0o700 });
  }

  /** A product image: refused unless its bytes are a JPEG, PNG, GIF or WebP image. */
  async upload(file: MulterFile): Promise<{ url: string; key: string }> {
    const mimeType = sniffMimeType(await readHead(file.path));
    if (!mimeType || !isImageMimeType(mimeType)) {
      // Medusa removes multer's temporary file only after a successful upload.
      await fs.promises.rm(file.path, { force: true });
      throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Only images (JPEG, PNG, GIF, WebP) can be uploaded.");
    }
    const name = `${randomBytes(16).toString("hex")}.${EXTENSION_OF[mimeType]}`;
    const { publicDir } = catalogueDirectories();
    await fs.promises.mkdir(publicDir, { recursive: true });
    await fs.promises.copyFile(file.path, path.join(publicDir, name), fs.constants.COPYFILE_EXCL);
    return { url: `${config.publicUrl()}${CATALOGUE_PUBLIC_PREFIX}/${name}`, key: name };
  }

  /** An import file: kept apart, read only through a signed link. */
  async uploadProtected(file: MulterFile): Promise<{ url: string; key: string }> {
    const extension = /\.([a-z0-9]{1,8})$/i.exec(file.originalname ?? "")?.[1]?.toLowerCase() ?? "bin";
    const name = `${randomBytes(16).toString("hex")}.${extension}`;
    const { privateDir } = catalogueDirectories();
    await fs.promises.mkdir(privateDir, { recursive: true, mode: 0o700 });
    await fs.promises.copyFile(file.path, path.join(privateDir, name), fs.constants.COPYFILE_EXCL);
    return { url: await this.getPresignedDownloadUrl({ fileKey: name }), key: name };
  }

  async delete(file: { fileKey: string }): Promise<void> {
    const target = PUBLIC_NAME.test(file.fileKey)
      ? path.join(catalogueDirectories().publicDir, file.fileKey)
      : PRIVATE_NAME.test(file.fileKey)
        ? path.join(catalogueDirectories().privateDir, file.fileKey)
        : null;
    if (target) await fs.promises.rm(target, { force: true });
  }

  /** Medusa's exports write here; the file is private (a signed link). */
  async getUploadStreamDescriptor(fileData: { name: string; ext?: string }) {
    const extension = /^[a-z0-9]{1,8}$/i.test(fileData.ext ?? "") ? (fileData.ext as string).toLowerCase() : "bin";
    const name = `${randomBytes(16).toString("hex")}.${extension}`;
    const { privateDir } = catalogueDirectories();
    await fs.promises.mkdir(privateDir, { recursive: true, mode: 0o700 });
    const pass = new PassThrough();
    const writeStream = fs.createWriteStream(path.join(privateDir, name), { mode: 0o600 });
    pass.pipe(writeStream);
    const promise = new Promise((resolve, reject) => {
      writeStream.on("finish", () => resolve(undefined));
      writeStream.on("error", reject);
      pass.on("error", reject);
    });
    return { url: await this.getPresignedDownloadUrl({ fileKey: name }), fileKey: name, writeStream: pass, promise };
  }

  async getDownloadStream(fileData: { fileKey: string }): Promise<NodeJS.ReadableStream> {
    if (!PRIVATE_NAME.test(fileData.fileKey)) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "File not found");
    }
    const file = path.join(catalogueDirectories().privateDir, fileData.fileKey);
    await fs.promises.access(file).catch(() => {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "File not found");
    });
    return fs.createReadStream(file);
  }

  async getPresignedDownloadUrl(fileData: { fileKey: string }): Promise<string> {
    const exp = Math.floor(Date.now() / 1000) + PRIVATE_LINK_TTL_S;
    const sig = sign(this.key, fileData.fileKey, exp);
    return `${config.publicUrl()}${CATALOGUE_PRIVATE_PREFIX}/${encodeURIComponent(fileData.fileKey)}?exp=${exp}&sig=${sig}`;
  }
}
