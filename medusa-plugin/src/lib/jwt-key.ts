import { createSecretKey, KeyObject } from "node:crypto";

/**
 * The JWT secret as a KeyObject. medusa-config.js hands Medusa one already: given a string,
 * jsonwebtoken first tries to parse it as a PEM key (which throws) on every sign and verify — a
 * millisecond or two of CPU per request under load (bench:mixed's profile).
 */
export function jwtKey(secret: unknown): KeyObject {
  return secret instanceof KeyObject ? secret : createSecretKey(Buffer.from(String(secret ?? "")));
}
