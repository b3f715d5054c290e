import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import {
  type AttachmentRule,
  isImageMimeType,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  type UploadedFile,
  type UploadMimeType,
} from "@platform/domain";
import sharp from "sharp";
import { type EntityManager, In } from "typeorm";
import { config } from "../../lib/config";
import { DomainError } from "../../lib/domain-error";
import { displayName, EXTENSION_OF, sniffMimeType } from "../../lib/file-sniff";
import { PlatformService } from "../../lib/platform-service";
import { Upload } from "../../models/upload";
import { attachUploads, countHeldFiles, lockUnattachedUploads } from "./data-access";

/** A file the route received, before it is checked. */
export type IncomingFile = { originalName: string; bytes: Buffer };

/** Why a file was refused: the translation key and the values its text names. */
export class UploadRejected extends Error {
  constructor(
    public readonly i18nKey: string,
    public readonly values: Record<string, string> = {},
  ) {
    super(i18nKey);
  }
}

export type UploadVariant = "file" | "thumbnail";

/** Who may read a subject's files besides the owning organisation and support (e.g. a chat's receiver). */
export type UploadAccessCheck = (
  manager: EntityManager,
  request: { subjectId: string; customerId: string; organisationId: string },
) => Promise<boolean>;

const accessChecks = new Map<string, UploadAccessCheck>();

/** Signed links stay valid this long; the expiry is rounded up to the hour so links stay cacheable. */
const LINK_TTL_S = Number(process.env.UPLOAD_LINK_TTL_S || 2 * 60 * 60);
const THUMBNAIL_PX = 320;

type InjectedDependencies = {
  manager: EntityManager;
  configModule: { projectConfig: { cookie_secret?: string; jwt_secret?: string } };
};

/**
 * Customer uploads: checked by content and size, stored under server-generated names outside
 * any public folder, thumbnailed when they are images, and read only through signed links that
 * the server hands to those who may see the file.
 */
export default class UploadService extends PlatformService {
  private readonly signingKey: Buffer;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    const secret =
      container.configModule.projectConfig.cookie_secret ?? container.configModule.projectConfig.jwt_secret;
    this.signingKey = createHmac("sha256", String(secret)).update("platform.upload-links").digest();
  }

  /** Lets a subject type grant read access to more organisations than the owner (and support). */
  static registerAccess(subjectType: string, check: UploadAccessCheck): void {
    accessChecks.set(subjectType, check);
  }

  registerAccess(subjectType: string, check: UploadAccessCheck): void {
    UploadService.registerAccess(subjectType, check);
  }

  static directory(): string {
    return path.join(config.dataDir(), "private-uploads");
  }

  /**
   * Checks every file first (a request is accepted whole or not at all), then stores them. A
   * file's type is what its bytes say; an image must also decode, which is when its thumbnail is made.
   */
  async store(organisationId: string, customerId: string, files: IncomingFile[]): Promise<UploadedFile[]> {
    if (files.length === 0) throw new UploadRejected(UPLOAD_MESSAGES.noFiles);
    if (files.length > UPLOAD_LIMITS.maxFilesPerRequest) {
      throw new UploadRejected(UPLOAD_MESSAGES.tooManyFiles, { max: String(UPLOAD_LIMITS.maxFilesPerRequest) });
    }
    const checked = files.map((file) => {
      const mimeType = sniffMimeType(file.bytes);
      const name = file.originalName.slice(0, 200);
      if (!mimeType) throw new UploadRejected(UPLOAD_MESSAGES.unsupportedType, { name });
      if (file.bytes.length > UPLOAD_LIMITS.maxFileBytes) throw new UploadRejected(UPLOAD_MESSAGES.tooLarge, { name });
      return { ...file, mimeType, name: displayName(file.originalName, mimeType) };
    });
    if (checked.filter((file) => isImageMimeType(file.mimeType)).length > UPLOAD_LIMITS.maxImages) {
      throw new UploadRejected(UPLOAD_MESSAGES.tooManyImages);
    }

    const prepared = await Promise.all(checked.map((file) => this.prepare(file)));
    const dir = UploadService.directory();
    await fs.mkdir(dir, { recursive: true });
    const written: string[] = [];
    try {
      for (const file of prepared) {
        for (const [key, bytes] of file.writes) {
          await fs.writeFile(path.join(dir, key), bytes, { flag: "wx", mode: 0o600 });
          written.push(key);
        }
      }
      const rows = await this.transaction_(async (manager) => {
        const repo = manager.getRepository(Upload);
        return await repo.save(
          prepared.map((file) =>
            repo.create({
              organisation_id: organisationId,
              uploaded_by: customerId,
              name: file.name,
              mime_type: file.mimeType,
              size: file.bytes.length,
              storage_key: file.storageKey,
              thumbnail_key: file.thumbnailKey,
              width: file.width,
              height: file.height,
            }),
          ),
        );
      });
      return rows.map((row) => this.toView(row));
    } catch (error) {
      await Promise.all(written.map((key) => fs.rm(path.join(dir, key), { force: true })));
      throw error;
    }
  }

  private async prepare(file: IncomingFile & { mimeType: UploadMimeType; name: string }) {
    const stem = randomBytes(18).toString("base64url");
    const storageKey = `${stem}.${EXTENSION_OF[file.mimeType]}`;
    const writes: Array<[string, Buffer]> = [[storageKey, file.bytes]];
    if (!isImageMimeType(file.mimeType)) {
      return { ...file, storageKey, thumbnailKey: null, width: null, height: null, writes };
    }
    try {
      const image = sharp(file.bytes, { failOn: "error", limitInputPixels: 50_000_000 });
      const meta = await image.metadata();
      const thumbnail = await image
        .rotate()
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer();
      const thumbnailKey = `${stem}.thumb.webp`;
      writes.push([thumbnailKey, thumbnail]);
      return { ...file, storageKey, thumbnailKey, width: meta.width ?? null, height: meta.height ?? null, writes };
    } catch {
      throw new UploadRejected(UPLOAD_MESSAGES.unreadable, { name: file.name });
    }
  }

  /**
   * The one way files join a subject (claim, chat message, booking, …), inside the caller's
   * transaction: the caller's ids are resolved to the organisation's own unattached uploads, and
   * the list's rule is checked against what the server stored for each (the type sniffed from
   * its bytes; its size was checked on receipt), never against what the caller says a file is.
   * Anything else — another organisation's file, one already in use, an unknown id, too many
   * files or images — refuses the whole request (the caller's transaction rolls back).
   */
  async attach(
    manager: EntityManager,
    input: {
      organisationId: string;
      uploadIds: string[];
      subjectType: string;
      subjectId: string;
      rule: AttachmentRule;
    },
  ): Promise<Upload[]> {
    const { rule } = input;
    const ids = [...new Set(input.uploadIds)];
    if (ids.length === 0) return [];
    if (ids.length > rule.maxFiles) throw new DomainError("BAD_REQUEST", rule.tooManyFiles, "files");
    // Locked, so that a concurrent request cannot take the same files between check and update.
    const rows = await lockUnattachedUploads(manager, ids, input.organisationId);
    if (rows.length !== ids.length) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.notYours, "files");
    // A list that grows over several requests (a producer's print files) counts what it holds already.
    const held = await countHeldFiles(manager, input.subjectType, input.subjectId);
    if (held.files + rows.length > rule.maxFiles) throw new DomainError("BAD_REQUEST", rule.tooManyFiles, "files");
    if (held.images + rows.filter((row) => isImageMimeType(row.mime_type)).length > rule.maxImages) {
      throw new DomainError("BAD_REQUEST", rule.tooManyImages, "files");
    }
    const attached = await attachUploads(manager, input.subjectType, input.subjectId, ids);
    if (attached.length !== ids.length) throw new DomainError("BAD_REQUEST", UPLOAD_MESSAGES.notYours, "files");
    return attached;
  }

  /** The files of these subjects, oldest first, by subject id. */
  async listFor(
    subjectType: string,
    subjectIds: string[],
    manager = this.activeManager_,
  ): Promise<Map<string, Upload[]>> {
    const bySubject = new Map<string, Upload[]>();
    if (subjectIds.length === 0) return bySubject;
    const rows = await manager.getRepository(Upload).find({
      where: { subject_type: subjectType, subject_id: In(subjectIds) },
      order: { created_at: "ASC", id: "ASC" },
    });
    for (const row of rows) {
      const list = bySubject.get(row.subject_id as string) ?? [];
      list.push(row);
      bySubject.set(row.subject_id as string, list);
    }
    return bySubject;
  }

  /** The file as the API answers it, with freshly signed links. */
  toView(upload: Upload): UploadedFile {
    return {
      id: upload.id,
      name: upload.name,
      mimeType: upload.mime_type,
      size: upload.size,
      isImage: isImageMimeType(upload.mime_type),
      url: this.signedPath(upload.id, "file"),
      thumbnailUrl: upload.thumbnail_key ? this.signedPath(upload.id, "thumbnail") : null,
    };
  }

  /** The upload a viewer may read (owner, support, or a registered subject rule), else null. */
  async readableBy(
    id: string,
    viewer: { customerId: string; organisationId: string; isSupport: boolean },
  ): Promise<UploadedFile | null> {
    const upload = await this.activeManager_.getRepository(Upload).findOne({ where: { id } });
    return upload && (await this.mayRead(upload, viewer)) ? this.toView(upload) : null;
  }

  /** Whether a member of this organisation may read the upload (owner, support, or a registered subject rule). */
  async mayRead(upload: Upload, viewer: { customerId: string; organisationId: string; isSupport: boolean }) {
    if (viewer.isSupport || upload.organisation_id === viewer.organisationId) return true;
    const check = upload.subject_type ? accessChecks.get(upload.subject_type) : undefined;
    if (!check || !upload.subject_id) return false;
    return await check(this.activeManager_, { subjectId: upload.subject_id, ...viewer });
  }

  signedPath(id: string, variant: UploadVariant, now = Date.now()): string {
    const exp = Math.ceil((now / 1000 + LINK_TTL_S) / 3600) * 3600;
    return `/store/uploads/${encodeURIComponent(id)}/${variant}?exp=${exp}&sig=${this.signature(id, variant, exp)}`;
  }

  /** The stored file behind a signed link, or null when the link is forged, altered or expired. */
  async open(
    id: string,
    variant: UploadVariant,
    exp: string | undefined,
    sig: string | undefined,
  ): Promise<{ upload: Upload; filePath: string } | null> {
    const expiresAt = Number(exp);
    if (!Number.isInteger(expiresAt) || expiresAt * 1000 < Date.now() || typeof sig !== "string") return null;
    const expected = Buffer.from(this.signature(id, variant, expiresAt));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    const upload = await this.activeManager_.getRepository(Upload).findOne({ where: { id } });
    const key = variant === "thumbnail" ? upload?.thumbnail_key : upload?.storage_key;
    if (!upload || !key) return null;
    return { upload, filePath: path.join(UploadService.directory(), key) };
  }

  private signature(id: string, variant: UploadVariant, exp: number): string {
    return createHmac("sha256", this.signingKey).update(`${id}\n${variant}\n${exp}`).digest("base64url");
  }
}
