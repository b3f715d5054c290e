// Medusa registers whatever dist/ holds by file name: a service renamed or removed in src/ must not
// stay registered from an earlier build. Removes dist files whose source is gone (after tsc, so
// the current files are never missing while another task reads them).
const fs = require("node:fs");
const path = require("node:path");

const root = path.join(__dirname, "..");
const dist = path.join(root, "dist");
const src = path.join(root, "src");

function prune(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      prune(file);
      if (fs.readdirSync(file).length === 0) fs.rmdirSync(file);
      continue;
    }
    const base = path.relative(dist, file).replace(/(\.d\.ts|\.js)(\.map)?$/, "");
    if (!fs.existsSync(path.join(src, `${base}.ts`))) fs.rmSync(file);
  }
}

if (fs.existsSync(dist)) prune(dist);
