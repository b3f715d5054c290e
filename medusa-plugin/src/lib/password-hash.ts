import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Password hashes at OWASP's recommendation (Password Storage Cheat Sheet: scrypt N = 2^17,
 * r = 8, p = 1), with node's own scrypt (no dependency). Medusa v1 stores scrypt-kdf with
 * logN 1, r 1, p 1 (N = 2: about 0.1 ms a guess); those are still verified and replaced by this
 * format on the account's next successful sign-in (loaders/password-hashing.ts).
 *
 * Format (PHC-like, so the cost can rise later): `$scrypt$ln=17,r=8,p=1$<salt>$<hash>` (base64).
 * One hash needs 128 · N · r bytes = 128 MiB of memory and runs on libuv's thread pool (4 threads,
 * as many as the sign-in slots, lib/semaphore.ts), so a burst queues instead of piling up.
 */
export const PASSWORD_HASH_PARAMS = { logN: 17, r: 8, p: 1 } as const;

/**
 * The cost new hashes get: OWASP's N = 2^17 unless PASSWORD_HASH_LOG_N says otherwise (14–20).
 * Only the test harness lowers it, so that the rate-limit tests' hundreds of sign-ins fit a busy
 * 2-core machine; the unit test holds the default.
 */
export function passwordHashLogN(): number {
  const configured = Number(process.env.PASSWORD_HASH_LOG_N);
  return Number.isInteger(configured) && configured >= 14 && configured <= 20 ? configured : PASSWORD_HASH_PARAMS.logN;
}
const PREFIX = "$scrypt$";
const KEY_BYTES = 32;
const SALT_BYTES = 16;
/** The highest cost a stored hash may ask for (a forged row must not cost unbounded memory). */
const MAX_LOG_N = 20;

function derive(password: string, salt: Buffer, logN: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_BYTES, { N, r, p, maxmem: 128 * N * r + 16 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** Whether a stored hash is in this format (else it is Medusa's scrypt-kdf one). */
export function isCurrentPasswordHash(stored: string | null | undefined): boolean {
  const { r, p } = PASSWORD_HASH_PARAMS;
  return typeof stored === "string" && stored.startsWith(`${PREFIX}ln=${passwordHashLogN()},r=${r},p=${p}$`);
}

export function isPlatformPasswordHash(stored: string | null | undefined): boolean {
  return typeof stored === "string" && stored.startsWith(PREFIX);
}

// While seeding demo data the same password is hashed for every demo login: once is enough.
let reuse: Map<string, Promise<string>> | null = null;

/** Runs `work` with one hash per distinct password (the demo seed); never for real sign-ups. */
export async function reusingPasswordHashes<T>(work: () => Promise<T>): Promise<T> {
  reuse = new Map();
  try {
    return await work();
  } finally {
    reuse = null;
  }
}

export async function hashPassword(password: string): Promise<string> {
  const cached = reuse?.get(password);
  if (cached) return await cached;
  const { r, p } = PASSWORD_HASH_PARAMS;
  const logN = passwordHashLogN();
  const salt = randomBytes(SALT_BYTES);
  const hashing = derive(password, salt, logN, r, p).then(
    (key) => `${PREFIX}ln=${logN},r=${r},p=${p}$${salt.toString("base64")}$${key.toString("base64")}`,
  );
  reuse?.set(password, hashing);
  return await hashing;
}

/** Verifies against a hash of this format; false for anything malformed. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match =
    /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]{1,200})\$([A-Za-z0-9+/=]{1,200})$/.exec(stored);
  if (!match) return false;
  const [logN, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (logN < 1 || logN > MAX_LOG_N || r < 1 || p < 1) return false;
  const expected = Buffer.from(match[5] as string, "base64");
  if (expected.length !== KEY_BYTES) return false;
  const key = await derive(password, Buffer.from(match[4] as string, "base64"), logN, r, p);
  return timingSafeEqual(key, expected);
}
