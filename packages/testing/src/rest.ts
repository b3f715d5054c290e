// The REST API (issue 35) as its tests call it: a key as the bearer token, and every answer held to
// the OpenAPI document the API serves (status, media type and, for JSON, the body's schema).
import Ajv2020 from "ajv/dist/2020";

type Media = { schema: object };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, Media> }> }>>;
  components: object;
};

/** A body as tests read it: a list's `data`, a problem's `detail`, any other field. */
export type RestBody = {
  status?: number;
  detail?: string;
  data: Array<{ id: string; [field: string]: unknown }>;
  nextCursor: string;
  [field: string]: unknown;
};

/** A REST answer: the parsed JSON (a success's fields or a problem's), or the bytes of a download. */
export type RestAnswer = {
  status: number;
  headers: Headers;
  body: RestBody;
  bytes: Buffer;
};

export type RestInit = {
  method?: string;
  body?: unknown;
  /** A multipart/form-data body (a claim with files); `body` is left out then. */
  form?: FormData;
  idempotencyKey?: string;
  language?: string;
};

/** The document's path template a concrete path answers to: a literal path first, else the one with fewest parameters. */
export function templateOf(document: OpenApiDocument, path: string): string | undefined {
  const bare = path.split("?")[0] as string;
  if (document.paths[bare]) return bare;
  const matching = Object.keys(document.paths).filter((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(bare),
  );
  return matching.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0];
}

/** Why an answer is not what the document says (null: it is). */
export function undocumented(
  document: OpenApiDocument,
  ajv: Ajv2020,
  method: string,
  path: string,
  answer: { status: number; contentType: string; body: unknown; bytes: Buffer },
): string | null {
  const template = templateOf(document, path);
  const response = template ? document.paths[template]?.[method.toLowerCase()]?.responses[String(answer.status)] : null;
  if (!response) return `${method} ${path} ${answer.status} is not in the document`;
  const [type, media] = Object.entries(response.content ?? {})[0] ?? [];
  if (!type || !media) return `${method} ${template} ${answer.status} documents no content`;
  if (!answer.contentType.includes(type)) return `${method} ${template}: ${answer.contentType}, documented ${type}`;
  if (type === "application/pdf") return answer.bytes.subarray(0, 5).toString() === "%PDF-" ? null : "not a PDF";
  const validate = ajv.compile(closed({ ...media.schema, components: document.components }));
  return validate(answer.body) ? null : `${method} ${template} ${answer.status}: ${JSON.stringify(validate.errors)}`;
}

/**
 * The schema with every object closed (`additionalProperties: false` where the document names the
 * properties and says nothing of others): an answer's field the document does not describe fails,
 * so the API cannot leak more than its contract.
 */
function closed<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map(closed) as T;
  if (!schema || typeof schema !== "object") return schema;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) copy[key] = closed(value);
  if (copy.type === "object" && copy.properties && copy.additionalProperties === undefined)
    copy.additionalProperties = false;
  return copy as T;
}

/** A client of the REST API at `url` that throws on any answer the document does not describe. */
export async function restClient(url: string) {
  const document = (await (await fetch(`${url}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  const ajv = new Ajv2020({ strict: false });
  const call = async (key: string, path: string, init: RestInit = {}): Promise<RestAnswer> => {
    const method = init.method ?? "GET";
    const headers: Record<string, string> = { authorization: `Bearer ${key}` };
    if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
    if (init.language) headers["accept-language"] = init.language;
    if (init.body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${url}${path}`, {
      method,
      headers,
      body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    });
    const bytes = Buffer.from(await response.arrayBuffer());
    const contentType = response.headers.get("content-type") ?? "";
    const body = contentType.includes("json") ? JSON.parse(bytes.toString("utf8")) : null;
    const problem = undocumented(document, ajv, method, path, { status: response.status, contentType, body, bytes });
    if (problem) throw new Error(`${problem}\n${bytes.toString("utf8").slice(0, 500)}`);
    return { status: response.status, headers: response.headers, body, bytes };
  };
  return { document, call };
}
