"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
// Builds Medusa Admin into build/admin once; skipped when the build exists (ADMIN_REBUILD=true forces it).
const node_child_process_1 = require("node:child_process");
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const paths_1 = require("../paths");
const out = node_path_1.default.join(paths_1.BACKEND_DIR, "build/admin/index.html");
if (node_fs_1.default.existsSync(out) && process.env.ADMIN_REBUILD !== "true") {
    console.log("Medusa Admin already built (build/admin).");
}
else {
    const bin = require.resolve("@medusajs/admin/bin/medusa-admin.js");
    (0, node_child_process_1.execFileSync)(process.execPath, [bin, "build"], {
        cwd: paths_1.BACKEND_DIR,
        stdio: "inherit",
        env: { ...process.env, NODE_OPTIONS: "--max-old-space-size=4096" },
    });
}
//# sourceMappingURL=build-admin.js.map