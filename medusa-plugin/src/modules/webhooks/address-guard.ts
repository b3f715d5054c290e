// SSRF refusal: an endpoint is an https URL whose host resolves only to public addresses. Checked
// when the endpoint is created and again on every delivery, with the connection made to the very
// address that was checked (a DNS answer that changes in between — rebinding — cannot slip through).
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";
import { WEBHOOK_MESSAGES } from "@platform/domain";

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network, unspecified
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
  ["2001:db8::", 32], // documentation
  ["100::", 64], // discard
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address inside an IPv4-mapped, -compatible or NAT64 IPv6 address, else null. */
function embeddedIpv4(address: string): string | null {
  const lower = address.toLowerCase();
  const match = /^(?:::ffff:|::|64:ff9b::)(?:0{1,4}:)?([0-9.]+|[0-9a-f]{1,4}:[0-9a-f]{1,4})$/.exec(lower);
  if (!match) return null;
  const tail = match[1] as string;
  if (isIP(tail) === 4) return tail;
  const [high, low] = tail.split(":").map((part) => Number.parseInt(part, 16)) as [number, number];
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** True when an address may be called: not private, loopback, link-local, multicast, reserved or unspecified. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !blocked.check(address, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4 !== null) return !blocked.check(v4, "ipv4");
    return !blocked.check(address, "ipv6");
  }
  return false;
}

/** Hosts the configuration lets be called over http and at any address (the demo's and the tests' receivers). */
export function allowedHosts(): Set<string> {
  return new Set(
    (process.env.WEBHOOK_ALLOW_HOSTS ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
}

/** Why a URL is refused: the message key, or null when it may be called. */
export type UrlVerdict = { ok: true; url: URL } | { ok: false; message: string };

/** The URL's shape and scheme (no DNS): https, or http to an allow-listed host. */
export function checkUrlShape(raw: string): UrlVerdict {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  }
  if (url.username || url.password) return { ok: false, message: WEBHOOK_MESSAGES.urlInvalid };
  const host = hostOf(url);
  if (url.protocol === "https:") return { ok: true, url };
  if (url.protocol === "http:" && allowedHosts().has(host)) return { ok: true, url };
  return { ok: false, message: WEBHOOK_MESSAGES.urlNotHttps };
}

/** The host without IPv6 brackets, lower case. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[|\]$/g, "").toLowerCase();

/**
 * Resolves the host and refuses it when any of its addresses is not public (an allow-listed host
 * is let through as configured). The addresses to connect to.
 */
export async function resolvePublic(host: string): Promise<LookupAddress[] | { refused: string }> {
  const addresses: LookupAddress[] =
    isIP(host) !== 0
      ? [{ address: host, family: isIP(host) }]
      : await new Promise((resolve) => {
          dnsLookup(host, { all: true, verbatim: true }, (error, found) => resolve(error ? [] : found));
        });
  if (addresses.length === 0) return { refused: WEBHOOK_MESSAGES.urlUnresolvable };
  if (allowedHosts().has(host)) return addresses;
  if (addresses.some((a) => !isPublicAddress(a.address))) return { refused: WEBHOOK_MESSAGES.urlPrivate };
  return addresses;
}

/** The whole check of a new endpoint's URL: shape, scheme, and every address it resolves to. */
export async function checkEndpointUrl(raw: string): Promise<UrlVerdict> {
  const shape = checkUrlShape(raw);
  if (!shape.ok) return shape;
  const resolved = await resolvePublic(hostOf(shape.url));
  if ("refused" in resolved) return { ok: false, message: resolved.refused };
  return shape;
}

/**
 * A `lookup` for http(s).request that answers only with checked addresses: the socket connects to
 * the address that passed the check, whatever a second DNS answer would say.
 */
export function guardedLookup(
  hostname: string,
  options: { all?: boolean },
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
): void {
  void resolvePublic(hostname.replace(/^\[|\]$/g, "").toLowerCase()).then((resolved) => {
    if ("refused" in resolved) {
      const error: NodeJS.ErrnoException = new Error(`refused address for ${hostname}`);
      error.code = "EWEBHOOKREFUSED";
      callback(error, "", 4);
      return;
    }
    if (options.all) callback(null, resolved);
    else callback(null, (resolved[0] as LookupAddress).address, (resolved[0] as LookupAddress).family);
  });
}
