// The bare baseline of `npm run bench:chat`: what delivering a chat message to its live
// subscribers costs without any framework. A process of its own (as the backend is one), forked by
// bench-chat.mjs: plain `node:http` and `pg`; a send runs the two statements that number and store
// the message (the chat's `last_seq` under its row lock, the `chat_message` row) in a transaction,
// then writes the same event to every open stream of the chat in tRPC's server-sent-event format
// (`data:` + `id:`, the message superjson-serialized once). The bearer token check is a lookup
// (token → author, fixed at start: no JWT, no membership or participant query).
// The gap between the two is what Medusa, tRPC, the chat's rules, mails, notifications and the
// live bus cost per message.
//
// Environment: BARE_PORT, BARE_DATABASE_URL, BARE_AUTHORS (JSON: token → { customerId,
// organisationId, name, organisationName }). Answers `GET /store/trpc/chats.get` (the chat's last
// seq), `GET /store/trpc/chats.onMessage` (the stream) and `POST /store/trpc/chats.send`; sends
// { type: "ready" } over IPC when listening.
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(path.join(root, "packages/testing/package.json"));
const pg = require("pg");
const superjson = require("superjson");

const authors = new Map(Object.entries(JSON.parse(process.env.BARE_AUTHORS ?? "{}")));
const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
/** Open streams per chat id. */
const streams = new Map();

function answer(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

const authorOf = (req) => authors.get(/^Bearer (\S+)$/.exec(req.headers.authorization ?? "")?.[1]);
const inputOf = (url) => superjson.deserialize(JSON.parse(url.searchParams.get("input") ?? '{"json":{}}'));

async function readBody(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return superjson.deserialize(JSON.parse(text));
}

async function lastSeq(res, url) {
  const { rows } = await pool.query("SELECT last_seq FROM chat WHERE id = $1", [inputOf(url).chatId]);
  answer(res, 200, { result: { data: superjson.serialize({ lastSeq: Number(rows[0]?.last_seq ?? 0) }) } });
}

function subscribe(req, res, url) {
  const { chatId } = inputOf(url);
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
  res.write("event: connected\ndata: {}\n\n\n");
  const open = streams.get(chatId) ?? new Set();
  streams.set(chatId, open);
  open.add(res);
  req.on("close", () => open.delete(res));
}

async function send(req, res, author) {
  const { chatId, body } = await readBody(req);
  const client = await pool.connect();
  let message;
  try {
    await client.query("BEGIN");
    const [chat] = (
      await client.query(
        "UPDATE chat SET last_seq = last_seq + 1, last_message_at = now() WHERE id = $1 RETURNING last_seq",
        [chatId],
      )
    ).rows;
    const [row] = (
      await client.query(
        `INSERT INTO chat_message (id, chat_id, seq, author_customer_id, author_organisation_id, body)
         VALUES ('chmsg_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, $4, $5) RETURNING id, created_at`,
        [chatId, chat.last_seq, author.customerId, author.organisationId, body],
      )
    ).rows;
    await client.query("COMMIT");
    message = {
      id: row.id,
      chatId,
      seq: Number(chat.last_seq),
      body,
      createdAt: row.created_at,
      author: {
        customerId: author.customerId,
        name: author.name,
        organisationId: author.organisationId,
        organisationName: author.organisationName,
      },
      files: [],
    };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  const event = `data: ${JSON.stringify(superjson.serialize(message))}\nid: ${message.seq}\n\n\n`;
  for (const stream of streams.get(chatId) ?? []) stream.write(event);
  answer(res, 200, { result: { data: superjson.serialize(message) } });
}

async function route(req, res) {
  const url = new URL(req.url, "http://bare");
  const author = authorOf(req);
  if (!author) return answer(res, 401, { error: "unauthorized" });
  if (req.method === "GET" && url.pathname === "/store/trpc/chats.get") return await lastSeq(res, url);
  if (req.method === "GET" && url.pathname === "/store/trpc/chats.onMessage") return subscribe(req, res, url);
  if (req.method === "POST" && url.pathname === "/store/trpc/chats.send") return await send(req, res, author);
  answer(res, 404, { error: "not found" });
}

const server = http.createServer((req, res) => {
  route(req, res).catch((error) => answer(res, 500, { error: String(error) }));
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BARE_PORT), "127.0.0.1", () => process.send?.({ type: "ready" }));
process.on("disconnect", () => {
  server.closeAllConnections();
  server.close();
  pool.end().finally(() => process.exit(0));
});
