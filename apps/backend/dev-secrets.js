// Secrets outside production: generated at the first start and kept in the data folder, so a demo
// on a shared network cannot be forged with values published in this repository. The values the
// repository once shipped are refused in every mode. Plain JS: medusa-config.js (read by Medusa's
// CLI too) and the launcher both use it.
const crypto = require("node:crypto");
const fs = require("node:fs");
const path = require("node:path");

const SECRET_NAMES = ["JWT_SECRET", "COOKIE_SECRET"];
/** Published in earlier versions of this repository: whoever read it can sign with them. */
const PUBLISHED_SECRETS = ["local-dev-jwt-secret-change-me", "local-dev-cookie-secret-change-me"];
const SECRETS_FILE = "secrets.json";

function readSecrets(file) {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, "utf8"));
    return SECRET_NAMES.every((name) => typeof parsed[name] === "string" && parsed[name].length >= 32) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Sets JWT_SECRET and COOKIE_SECRET in process.env when unset (outside production) from
 * DATA_DIR/secrets.json, creating it (0600) on the first start. Throws for a published value, and
 * in production for a missing one. Returns what it did, for the start banner.
 */
function ensureSecrets(dataDir, production) {
  for (const name of SECRET_NAMES) {
    if (PUBLISHED_SECRETS.includes(process.env[name] ?? "")) {
      throw new Error(
        `${name} is a value published in this repository; set a long random one (e.g. \`openssl rand -hex 32\`).`,
      );
    }
  }
  const missing = SECRET_NAMES.filter((name) => !process.env[name]);
  if (!missing.length) return { generated: [], file: null };
  if (production) {
    throw new Error(
      `NODE_ENV=production needs ${missing.join(" and ")}: set ${missing.length > 1 ? "them" : "it"} to long random values (e.g. \`openssl rand -hex 32\`).`,
    );
  }
  const file = path.join(dataDir, SECRETS_FILE);
  let secrets = readSecrets(file);
  if (!secrets) {
    fs.mkdirSync(dataDir, { recursive: true });
    const fresh = Object.fromEntries(SECRET_NAMES.map((name) => [name, crypto.randomBytes(32).toString("hex")]));
    try {
      // "wx": two processes starting on one data folder keep the first one's secrets.
      fs.writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { flag: "wx", mode: 0o600 });
      secrets = fresh;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      secrets = readSecrets(file);
      if (!secrets) throw new Error(`${file} is unreadable: delete it to generate new development secrets.`);
    }
  }
  for (const name of missing) process.env[name] = secrets[name];
  return { generated: missing, file };
}

module.exports = { ensureSecrets, PUBLISHED_SECRETS, SECRETS_FILE };
