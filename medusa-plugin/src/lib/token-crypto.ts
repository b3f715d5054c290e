import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Shop access and refresh tokens are stored encrypted (AES-256-GCM). The key comes from
 * TOKEN_ENCRYPTION_KEY (any string; its SHA-256 is the key); without it a development default is
 * used, which is fine for `npm start` and tests and must be replaced in any real deployment.
 * Format: v1.<iv>.<auth tag>.<ciphertext>, base64url.
 */
export const DEV_TOKEN_KEY = "local-dev-token-encryption-key-change-me";
let warned = false;

function key(): Buffer {
  const secret = process.env.TOKEN_ENCRYPTION_KEY || DEV_TOKEN_KEY;
  if (!process.env.TOKEN_ENCRYPTION_KEY && process.env.NODE_ENV === "production" && !warned) {
    warned = true;
    console.warn("[shops] TOKEN_ENCRYPTION_KEY is not set: shop tokens are encrypted with the development key");
  }
  return createHash("sha256").update(secret).digest();
}

export function encryptToken(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

export function decryptToken(stored: string): string {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("unknown token format");
  const decipher = createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
