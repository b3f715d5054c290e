// The key's shape: `plat_<id>_<secret>`. Only the SHA-256 of the secret is stored; the id finds the
// row, and the hash is compared in constant time.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_KEY_PREFIX } from "@platform/domain";

const ID_PREFIX = "apik_";

export function newKey(): { id: string; secret: string; key: string; hash: Buffer } {
  const idPart = randomBytes(10).toString("hex");
  const secret = randomBytes(32).toString("base64url");
  return { id: `${ID_PREFIX}${idPart}`, secret, key: `${API_KEY_PREFIX}${idPart}_${secret}`, hash: hashSecret(secret) };
}

export const hashSecret = (secret: string): Buffer => createHash("sha256").update(secret, "utf8").digest();

/** The row id and the secret of a presented key, or null when it is not shaped like one of ours. */
export function parseKey(presented: string): { id: string; secret: string } | null {
  const match = /^plat_([0-9a-f]{20})_([A-Za-z0-9_-]{43})$/.exec(presented);
  return match ? { id: `${ID_PREFIX}${match[1]}`, secret: match[2] as string } : null;
}

export function secretMatches(secret: string, storedHash: Buffer): boolean {
  const hash = hashSecret(secret);
  return storedHash.length === hash.length && timingSafeEqual(hash, storedHash);
}

/** What the list shows of a key: enough to tell it apart, nothing that lets one use it. */
export const keyHint = (id: string): string => `${API_KEY_PREFIX}${id.slice(ID_PREFIX.length)}_…`;
