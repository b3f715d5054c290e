// Medusa Admin's files (build/admin, 5 MB of JavaScript, fonts and CSS), compressed once at build
// time (brotli and gzip beside each file) and served from memory before Medusa's own static handler,
// which sends every byte uncompressed. The bytes a browser unpacks are the same file; caching is
// Medusa's (a year, immutable: the names carry a content hash).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type express from "express";

/** What is worth compressing: text and fonts (images in build/admin are already compressed). */
const COMPRESSIBLE = /\.(js|css|html|svg|json|ttf|txt|map)$/;
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;
type Encoding = (typeof ENCODINGS)[number]["name"];

function walk(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir` that lacks a fresh one. */
export async function precompressAdmin(dir: string): Promise<number> {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  let written = 0;
  const files = walk(dir).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const source = await fs.promises.readFile(file);
      const mtime = fs.statSync(file).mtimeMs;
      for (const { name, suffix } of ENCODINGS) {
        const target = `${file}${suffix}`;
        if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= mtime) continue;
        const packed =
          name === "br"
            ? await brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              })
            : await gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION });
        await fs.promises.writeFile(target, packed);
        written += 1;
      }
    }),
  );
  return written;
}

const PRELOAD_MARK = 'data-preload="dashboard"';

/**
 * The webpack chunk ids Medusa Admin's signed-in pages (its lazy `a/*` route, "Dashboard") import,
 * read from its main script; null when the build does not have that shape.
 */
export function dashboardChunks(mainScript: string): number[] | null {
  const route = /path:"a\/\*",element:.{0,120}?children:\(0,\w+\.jsx\)\(([\w$]+),\{\}\)/.exec(mainScript);
  if (!route) return null;
  const name = route[1].replace(/\$/g, "\\$");
  const lazy = new RegExp(
    `[,\\s]${name}=\\(0,[\\w$]+\\.lazy\\)\\(function\\(\\)\\{return (Promise\\.all\\(\\[[^\\]]*\\]\\)|[\\w$]+\\.e\\(\\d+\\))`,
  ).exec(mainScript);
  if (!lazy) return null;
  const ids = [...lazy[1].matchAll(/\.e\((\d+)\)/g)].map((m) => Number(m[1]));
  return ids.length ? ids : null;
}

/**
 * Medusa Admin loads its signed-in pages' scripts (4 MB) only once the sign-in has answered, or,
 * on a full page load, once its main script has run: one more fetch and compile after the other.
 * Listed in index.html (deferred, after the main script), they load beside the main script and
 * while staff type their password; webpack finds the chunks installed and fetches nothing more.
 * The same files at the same URLs (the browser's cache and code cache stay valid). Idempotent;
 * returns whether index.html names them.
 */
export function preloadDashboard(dir: string): boolean {
  const indexFile = path.join(dir, "index.html");
  const html = fs.readFileSync(indexFile, "utf8");
  if (html.includes(PRELOAD_MARK)) return true;
  const main = /src="\/app\/(main\.[\w]+\.js)"/.exec(html)?.[1];
  const ids = main ? dashboardChunks(fs.readFileSync(path.join(dir, main), "utf8")) : null;
  if (!ids) return false;
  const files = fs.readdirSync(dir);
  const tags: string[] = [];
  for (const id of ids) {
    const script = files.find((f) => f.startsWith(`${id}.`) && f.endsWith(".chunk.js"));
    const style = files.find((f) => f.startsWith(`${id}.`) && f.endsWith(".css"));
    if (!script) return false;
    // Fetched only: webpack adds the style sheet when the page needs it (the sign-in page's look stays).
    if (style) tags.push(`<link ${PRELOAD_MARK} rel="preload" as="style" href="/app/${style}">`);
    tags.push(`<script ${PRELOAD_MARK} defer="defer" src="/app/${script}"></script>`);
  }
  fs.writeFileSync(indexFile, html.replace("</head>", `${tags.join("")}</head>`));
  return true;
}

/** The encoding to send: brotli, else gzip, as `Accept-Encoding` allows (q=0 refuses); none otherwise. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [token, ...params] = part.trim().toLowerCase().split(";");
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(token, q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  return ENCODINGS.map((e) => e.name).find((name) => (accepted.get(name) ?? wildcard) > 0);
}

type Variant = { body: Buffer; etag: string };
const variant = (body: Buffer): Variant => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
});

/**
 * Serves `dir`'s precompressed files (mounted at Medusa Admin's path); a client that takes neither
 * encoding gets the file as it is (read when asked: rare). Anything else goes on to Medusa's handler.
 */
export function adminAssets(dir: string): express.RequestHandler {
  const files = new Map<string, { file: string; type: string; variants: Map<Encoding | "identity", Variant> }>();
  if (fs.existsSync(dir)) {
    for (const file of walk(dir)) {
      // index.html stays Medusa's (no-cache, 0.4 KB).
      if (!COMPRESSIBLE.test(file) || path.basename(file) === "index.html") continue;
      const variants = new Map<Encoding | "identity", Variant>();
      for (const { name, suffix } of ENCODINGS) {
        const packed = `${file}${suffix}`;
        if (!fs.existsSync(packed) || fs.statSync(packed).mtimeMs < fs.statSync(file).mtimeMs) continue;
        variants.set(name, variant(fs.readFileSync(packed)));
      }
      if (variants.size === ENCODINGS.length)
        files.set(`/${path.relative(dir, file).split(path.sep).join("/")}`, {
          file,
          type: path.extname(file),
          variants,
        });
    }
  }
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let key: string;
    try {
      key = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const file = files.get(key);
    if (!file) return next();
    // Every answer for a file differs by encoding, so a cache keys it by Accept-Encoding too.
    res.setHeader("Vary", "Origin, Cache-Control, Accept-Encoding");
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const chosen = encoding
      ? file.variants.get(encoding)
      : fs.promises.readFile(file.file).then((body) => variant(body));
    Promise.resolve(chosen).then((sent) => {
      if (!sent) return next();
      res.setHeader("Cache-Control", "max-age=31536000, immutable");
      res.setHeader("ETag", sent.etag);
      // A transfer cut short (a reload mid-chunk) is dropped by the browser, never kept half and resumed.
      res.setHeader("Accept-Ranges", "none");
      res.type(file.type);
      if (encoding) res.setHeader("Content-Encoding", encoding);
      if (req.fresh) return void res.status(304).end();
      res.setHeader("Content-Length", sent.body.length);
      res.status(200).end(req.method === "HEAD" ? undefined : sent.body);
    }, next);
  };
}
