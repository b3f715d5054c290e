import path from "node:path";

export const BACKEND_DIR = path.resolve(__dirname, "..");
export const REPO_DIR = path.resolve(BACKEND_DIR, "../..");
export const DATA_DIR = process.env.DATA_DIR || path.join(REPO_DIR, ".data");
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR || path.join(REPO_DIR, "apps/web/dist");
