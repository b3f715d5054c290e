"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.WEB_DIST_DIR = exports.DATA_DIR = exports.REPO_DIR = exports.BACKEND_DIR = void 0;
const node_path_1 = __importDefault(require("node:path"));
exports.BACKEND_DIR = node_path_1.default.resolve(__dirname, "..");
exports.REPO_DIR = node_path_1.default.resolve(exports.BACKEND_DIR, "../..");
exports.DATA_DIR = process.env.DATA_DIR || node_path_1.default.join(exports.REPO_DIR, ".data");
exports.WEB_DIST_DIR = process.env.WEB_DIST_DIR || node_path_1.default.join(exports.REPO_DIR, "apps/web/dist");
//# sourceMappingURL=paths.js.map