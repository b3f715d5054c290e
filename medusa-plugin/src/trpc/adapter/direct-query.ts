import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { appRouter } from "../router";
import { createContext } from "./request-context";
import { transformer } from "./transformer";

type Procedure = ((opts: Record<string, unknown>) => Promise<unknown>) & { _def: { type: string } };

const PREFIX = "/store/trpc/";

/** A single GET call of one procedure of this type (no batch), its path and query; else null. */
export function directCall(
  req: MedusaRequest,
  type: "query" | "subscription",
): { path: string; procedure: Procedure; params: URLSearchParams } | null {
  const url = req.url ?? "";
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  if (req.method !== "GET" || !pathname.startsWith(PREFIX)) return null;
  let path: string;
  try {
    path = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  const procedure = (appRouter._def.procedures as unknown as Record<string, Procedure | undefined>)[path];
  if (procedure?._def.type !== type) return null;
  const params = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
  return params.has("batch") ? null : { path, procedure, params };
}

/**
 * The commonest signed-in call — one query by GET (`/store/trpc/orders.list?input=…`) — answered
 * without tRPC's fetch-style HTTP layer (a Request object, an AbortController, web streams for a
 * body that is one string), which cost about as much as the procedure. The procedure itself runs
 * exactly as tRPC runs it (its middlewares: authentication, membership, roles, input hygiene and
 * validation), and the answer is tRPC's own: `{ result: { data } }` through the same transformer,
 * status 200, the same headers.
 *
 * Returns false, having written nothing, for anything else (batches, streams, mutations,
 * subscriptions, connection params, unreadable input): tRPC's handler answers those. A query that
 * fails is answered by tRPC's handler too — it runs again there, so errors keep tRPC's exact shape,
 * status, headers and logging (queries only read, so running one twice changes nothing).
 */
export async function directQuery(req: MedusaRequest, res: MedusaResponse): Promise<boolean> {
  if (req.headers["trpc-accept"] || /application\/jsonl/.test(req.headers.accept ?? "")) return false;
  // tRPC reads a GET with a form or binary content type as a mutation's and refuses it.
  if (/^(multipart\/form-data|application\/octet-stream)/.test(req.headers["content-type"] ?? "")) return false;
  const call = directCall(req, "query");
  if (!call || call.params.has("connectionParams")) return false;
  const { path, procedure, params } = call;
  const raw = params.get("input");
  let input: unknown;
  try {
    input = raw === null ? undefined : transformer.deserialize(JSON.parse(raw));
  } catch {
    return false;
  }
  let data: unknown;
  try {
    data = await procedure({
      path,
      getRawInput: async () => input,
      ctx: createContext(req, null),
      type: "query",
      signal: undefined,
      batchIndex: 0,
    });
  } catch {
    return false;
  }
  if (isStreamLike(data)) return false;
  const body = JSON.stringify({ result: { data: transformer.serialize(data) } });
  res.statusCode = 200;
  res.setHeader("vary", "trpc-accept, accept");
  res.setHeader("content-type", "application/json");
  res.setHeader("content-length", Buffer.byteLength(body));
  res.end(body);
  return true;
}

/**
 * What tRPC refuses in a plain JSON answer (it wants its streaming link for these): an async
 * iterable, or an object with a promise or an async iterable among its values.
 */
function isStreamLike(data: unknown): boolean {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  const streaming = (value: unknown) =>
    typeof value === "object" &&
    value !== null &&
    (Symbol.asyncIterator in value || typeof (value as { then?: unknown }).then === "function");
  return Symbol.asyncIterator in data || Object.values(data).some(streaming);
}
