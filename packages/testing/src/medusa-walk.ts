// Walks every method of Medusa's bundled client (@medusajs/medusa-js): each store and admin
// resource, each method, with wrong ids and empty payloads, and records the status it answers.
// The methods and their parameters come from the client's own type declarations, so a method the
// client adds is walked without anyone listing it here.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

export type WalkCall = {
  /** e.g. "admin.orders.createClaim" */
  method: string;
  /** The HTTP status, or 0 when the client threw before sending (e.g. a payload it cannot encode). */
  status: number;
  /** Medusa's error message (or the client's), for the report. */
  message: string;
};

/** An id no resource has; a well-formed one, so a lookup is tried and not refused for its form. */
export const WRONG_ID = "wrong_01JWALKNOTEXISTING0000000";

type Param = { name: string; type: string; optional: boolean };
type Method = { name: string; params: Param[] };

/** Resource class name → its methods, from medusa-js's index.d.ts. */
function declaredMethods(): Map<string, Method[]> {
  const file = path.join(path.dirname(require.resolve("@medusajs/medusa-js")), "index.d.ts");
  const source = ts.createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
  const classes = new Map<string, Method[]>();
  source.forEachChild((node) => {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    const methods: Method[] = [];
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member) || !member.name || !ts.isIdentifier(member.name)) continue;
      methods.push({
        name: member.name.text,
        params: member.parameters.map((p) => ({
          name: p.name.getText(source),
          type: p.type ? p.type.getText(source) : "any",
          optional: !!p.questionToken || !!p.initializer,
        })),
      });
    }
    classes.set(node.name.text, methods);
  });
  return classes;
}

/** The arguments for one call: a wrong id for every id, an empty object for every payload. */
function argumentsFor(method: Method): unknown[] {
  const args: unknown[] = [];
  for (const param of method.params) {
    if (param.name === "customHeaders") break;
    if (param.optional) {
      args.push(undefined);
      continue;
    }
    if (param.type === "string") args.push(param.name === "path" ? `/${WRONG_ID}` : WRONG_ID);
    else if (param.type === "number") args.push(0);
    else if (param.type === "boolean") args.push(false);
    else args.push({});
  }
  return args;
}

type Resource = { client?: unknown } & Record<string, unknown>;

/** Every (dotted path, resource) pair under the client, e.g. "carts.lineItems" → LineItemsResource. */
function resources(root: Record<string, unknown>, names: Map<unknown, string>, prefix = ""): Array<[string, Resource]> {
  const found: Array<[string, Resource]> = [];
  for (const [key, value] of Object.entries(root)) {
    if (key === "client" || !value || typeof value !== "object") continue;
    const name = names.get((value as object).constructor);
    if (!name) continue;
    found.push([`${prefix}${key}`, value as Resource]);
    found.push(...resources(value as Record<string, unknown>, names, `${prefix}${key}.`));
  }
  return found;
}

/**
 * Calls every method once against `baseUrl` with the given bearer token (or none) and returns
 * what each answered. Calls run one after another: the backend's own limits are not the subject.
 */
export async function walkMedusaClient(baseUrl: string, token?: string): Promise<WalkCall[]> {
  const medusaJs = require("@medusajs/medusa-js") as Record<string, unknown> & {
    default: new (config: Record<string, unknown>) => Record<string, unknown>;
  };
  // In Node the client does not keep a token itself (STACK-NOTES): every request carries it.
  const client = new medusaJs.default({
    baseUrl,
    maxRetries: 0,
    customHeaders: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const names = new Map<unknown, string>();
  for (const [name, value] of Object.entries(medusaJs))
    if (typeof value === "function" && (name.endsWith("Resource") || name === "Admin")) names.set(value, name);
  const declared = declaredMethods();
  const planned: Array<{ label: string; resource: Resource; method: Method; fn: unknown }> = [];
  for (const [where, resource] of resources(client, names)) {
    const className = names.get(resource.constructor) as string;
    for (const method of declared.get(className) ?? []) {
      const fn = resource[method.name];
      if (typeof fn === "function") planned.push({ label: `${where}.${method.name}`, resource, method, fn });
    }
  }
  // Signing out revokes the token (issue 33): those calls go last, so every other call is made signed in.
  const signsOut = (label: string) => /(^|\.)auth\.deleteSession$/.test(label);
  planned.sort((a, b) => Number(signsOut(a.label)) - Number(signsOut(b.label)));
  const calls: WalkCall[] = [];
  for (const { label, resource, method, fn } of planned) {
    try {
      const response = await (fn as (...args: unknown[]) => Promise<{ response?: { status: number } }>).apply(
        resource,
        argumentsFor(method),
      );
      calls.push({ method: label, status: response?.response?.status ?? 200, message: "" });
    } catch (error) {
      const failed = error as { response?: { status: number; data?: { message?: string } }; message?: string };
      calls.push({
        method: label,
        status: failed.response?.status ?? 0,
        message: failed.response?.data?.message ?? failed.message ?? String(error),
      });
    }
  }
  return calls;
}
