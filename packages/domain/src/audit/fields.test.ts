// Every field the audit log stores has a description (label in English and German, kind), so no
// history or audit screen shows a stored key or a raw value. The keys are read from the plugin's
// `recordAudit(` calls: object literals directly, helper functions of the same file through their
// returned literal, and the few keys that come from elsewhere (a schema's shape, an order event's
// data) through the table below; a call whose keys cannot be read fails until it is listed there.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ZodTypeAny } from "zod";
import { ORDER_EVENT_TYPES } from "../orders/enums";
import { containerSettingsSchema, organisationUpdateSchema } from "../organisations/schemas";
import { createPackagingSchema } from "../packaging/schemas";
import { personalSettingsSchema } from "../settings/schemas";
import { AUDIT_FIELDS, AUDIT_KEYED_VALUES, AUDIT_LABEL_NAMESPACES, describeAuditField } from "./fields";
import { AUDIT_ACTIONS, AUDIT_SUBJECT_TYPES, type AuditAction, type AuditSubjectType } from "./schemas";

const ROOT = path.resolve(__dirname, "../../../..");
const PLUGIN = path.join(ROOT, "medusa-plugin/src");
const LOCALES = path.join(ROOT, "locales");

function shapeKeys(schema: ZodTypeAny): string[] {
  let inner = schema as ZodTypeAny & { _def: { schema?: ZodTypeAny }; shape?: Record<string, unknown> };
  while (!("shape" in inner) && inner._def.schema) inner = inner._def.schema as typeof inner;
  return Object.keys((inner as { shape: Record<string, unknown> }).shape);
}

// ── A small reader for the object literals in the calls ────────────────────────

/** The text from `open` (an index of "(" "{" or "[") to its matching closer, strings skipped. */
function balanced(source: string, open: number): string {
  const pairs: Record<string, string> = { "(": ")", "{": "}", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < source.length; i++) {
    const c = source[i] as string;
    if (c === "/" && source[i + 1] === "/") {
      const end = source.indexOf("\n", i);
      if (end === -1) break;
      i = end;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      const end = source.indexOf(c, i + 1);
      i = end === -1 ? source.length : end;
      continue;
    }
    if (pairs[c]) stack.push(pairs[c]);
    else if (c === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return source.slice(open, i + 1);
    }
  }
  throw new Error(`unbalanced at ${open}`);
}

/** Whether the whole text is one bracketed expression. */
function wrapped(text: string): boolean {
  try {
    return balanced(text, 0).length === text.length;
  } catch {
    return false;
  }
}

/** Splits at commas outside brackets and strings. */
function topLevel(text: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (c === "/" && text[i + 1] === "/") {
      i = text.indexOf("\n", i);
      if (i === -1) break;
      continue;
    }
    if (c === '"' || c === "'" || c === "`") {
      const end = text.indexOf(c, i + 1);
      if (end === -1) break;
      i = end;
      continue;
    }
    if ("({[".includes(c)) depth++;
    else if (")}]".includes(c)) depth--;
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(text.slice(start).trim());
  // Comments before a part are no part of it.
  return parts.map((part) => part.replace(/^(\s*\/\/[^\n]*\n)+/, "").trim()).filter(Boolean);
}

type Keys = { keys: string[]; nested: Record<string, string[]>; unresolved: string[] };

/** The keys an expression produces: an object literal's, a same-file helper's, or unresolved. */
function keysOf(expression: string, file: string): Keys {
  const result: Keys = { keys: [], nested: {}, unresolved: [] };
  const merge = (other: Keys) => {
    result.keys.push(...other.keys);
    Object.assign(result.nested, other.nested);
    result.unresolved.push(...other.unresolved);
  };
  const text = expression.trim();
  if (text === "null" || text === "undefined") return result;
  if (text.startsWith("{")) {
    for (const part of topLevel(text.slice(1, -1))) {
      if (part.startsWith("...")) {
        merge(keysOf(part.slice(3), file));
        continue;
      }
      const match = /^(\w+)\s*(?::([\s\S]*))?$/.exec(part);
      if (!match) {
        result.unresolved.push(part);
        continue;
      }
      const [, key, value] = match as unknown as [string, string, string | undefined];
      result.keys.push(key);
      const inner = value?.trim();
      if (inner?.startsWith("{")) result.nested[key] = keysOf(inner, file).keys;
    }
    return result;
  }
  // In parentheses: what is inside.
  if (text.startsWith("(") && wrapped(text)) return keysOf(text.slice(1, -1), file);
  // A ternary (`a ? b : c`, nested too): every branch that is a literal; conditions name no keys.
  if (/\s\?\s/.test(text) && topLevel(text, "?").length > 1) {
    for (const piece of text.split(/\s\?\s|\s:\s/).map((p) => p.trim())) {
      if (piece.startsWith("{") && wrapped(piece)) merge(keysOf(piece, file));
    }
    return result;
  }
  // A helper of the same file: `name(…)`, `this.name(…)`, `await name()`: its returned literal.
  const call = /^(?:await\s+)?(?:this\.)?(\w+)\(/.exec(text);
  if (call) {
    const name = call[1] as string;
    const source = fs.readFileSync(file, "utf8");
    if (name === "pick") {
      const list = /,\s*(\w+)\s*\)$/.exec(text)?.[1];
      const declared = list && new RegExp(`const ${list}\\b[^=]*=\\s*\\[`).exec(source);
      if (declared) {
        result.keys.push(
          ...[...balanced(source, declared.index + declared[0].length - 1).matchAll(/"(\w+)"/g)].map(
            (m) => m[1] as string,
          ),
        );
        return result;
      }
    }
    const definition = new RegExp(
      `(?:function ${name}\\(|^\\s*(?:private |async )*${name}\\([^)]*\\)[^{;]*\\{|const ${name} = [^=]*=>\\s*\\(?)`,
      "m",
    ).exec(source);
    if (definition) {
      const from = definition.index + definition[0].length;
      const body = source.slice(from, from + 2000);
      const literal = /(?:return\s+|^\s*|=>\s*\(?)\{/m.exec(body);
      if (literal) {
        const start = from + literal.index + literal[0].length - 1;
        merge(keysOf(balanced(source, start), file));
        return result;
      }
    }
    // A helper imported from a file of the same module (`import { name } from "./x"`): read it there.
    const imported = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*"(\\.[^"]+)"`).exec(source);
    const target = imported && path.resolve(path.dirname(file), `${imported[1]}.ts`);
    if (target && fs.existsSync(target)) return keysOf(text, target);
  }
  result.unresolved.push(text);
  return result;
}

type Call = { file: string; subjectType: string; action: string; keys: Keys };

/** Every recordAudit call in the plugin's sources, with the keys it stores. */
function auditCalls(): Call[] {
  const calls: Call[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (
        /\.ts$/.test(entry.name) &&
        !/\.test\.ts$/.test(entry.name) &&
        !full.endsWith("modules/audit/record-audit.ts")
      ) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(/recordAudit\(manager,\s*\{/g)) {
          const body = balanced(source, (match.index ?? 0) + match[0].length - 1);
          const parts = topLevel(body.slice(1, -1));
          const value = (name: string) => {
            const part = parts.find((p) => p.startsWith(`${name}:`) || p === name || p === `...${name}`);
            if (!part) return null;
            return part.startsWith("...") ? part : part.includes(":") ? part.slice(name.length + 1).trim() : part;
          };
          const keys: Keys = { keys: [], nested: {}, unresolved: [] };
          for (const side of ["before", "after"]) {
            const expression = value(side);
            if (!expression) continue;
            const found = keysOf(expression, full);
            keys.keys.push(...found.keys);
            Object.assign(keys.nested, found.nested);
            keys.unresolved.push(...found.unresolved);
          }
          if (parts.includes("...change")) keys.unresolved.push("...change");
          calls.push({
            file: path.relative(PLUGIN, full),
            subjectType: /^"(\w+)"$/.exec(value("subjectType") ?? "")?.[1] ?? "?",
            action: /^"([\w.]+)"$/.exec(value("action") ?? "")?.[1] ?? "?",
            keys,
          });
        }
      }
    }
  };
  walk(PLUGIN);
  return calls;
}

/** Keys the source cannot show: where they come from instead, by file and unresolved expression. */
const ELSEWHERE: Record<string, Record<string, { subjectType: AuditSubjectType; keys: string[] }>> = {
  // Order events (OrderHistoryService.record's data); status changes store the changed field.
  "modules/orders/record-order-event.ts": {
    "...change": { subjectType: "order", keys: ["status", "payment", "fulfillment", ...orderEventDataKeys()] },
  },
  // The organisation's row, by the fields each update sets (schemas) or creation gives.
  "modules/organisations/update-organisation.ts": {
    "pick(before, keys)": {
      subjectType: "organisation",
      keys: [
        ...shapeKeys(organisationUpdateSchema.shape.company),
        "name",
        ...shapeKeys(containerSettingsSchema),
        "slack_webhook_url",
        "disabled_at",
        "agency_margin_percent",
      ],
    },
    "pick(after, keys)": { subjectType: "organisation", keys: [] },
  },
  "modules/organisations/create-account.ts": {
    "input.organisation": {
      subjectType: "organisation",
      keys: [
        "name",
        "type",
        "status",
        "disabled_at",
        "agency_id",
        ...shapeKeys(organisationUpdateSchema.shape.company),
      ],
    },
  },
  "modules/packaging/create-packaging.ts": {
    fields: { subjectType: "packaging", keys: shapeKeys(createPackagingSchema) },
  },
  "modules/accounts/customer-setting-service.ts": {
    current: { subjectType: "customer", keys: shapeKeys(personalSettingsSchema) },
    next: { subjectType: "customer", keys: [] },
  },
  // Only changed fields of a locked packaging order, by the field lists its callers pass.
  "modules/packaging/lock-packaging-order.ts": {
    "Object.fromEntries(fields.map((field) => [field, before[field]]))": {
      subjectType: "packaging_order",
      keys: packagingOrderAuditedFields(),
    },
    "Object.fromEntries(fields.map((field) => [field, after?.[field]]))": { subjectType: "packaging_order", keys: [] },
  },
  // The address as it was (read from the order's shipping address, the same keys as after).
  "modules/orders/update-order.ts": {
    "before ?? null": { subjectType: "order", keys: [] },
    after: {
      subjectType: "order",
      keys: [
        "first_name",
        "last_name",
        "company",
        "address_1",
        "address_2",
        "city",
        "postal_code",
        "province",
        "country_code",
        "phone",
      ],
    },
  },
  "modules/locations/save-location.ts": {
    "pick(location, Object.keys(changed) as Array<keyof Location>)": { subjectType: "location", keys: [] },
    changed: { subjectType: "location", keys: [] },
  },
  // Location priorities by location name (AUDIT_KEYED_VALUES).
  "modules/locations/set-priorities.ts": {
    before: { subjectType: "organisation", keys: [] },
    "await priorityLevels(manager, organisationId, input.country)": { subjectType: "organisation", keys: [] },
  },
  // The invitation as it was: invitationAuditFields (invitation-view.ts), the same keys as after.
  "modules/members/accept-invitation.ts": { before: { subjectType: "invitation", keys: [] } },
  "modules/members/change-invitation.ts": { before: { subjectType: "invitation", keys: [] } },
  // The service as it was (the table's column names); after: create-service.ts's helper, same keys.
  "modules/bookings/update-service.ts": {
    before: { subjectType: "service", keys: [] },
    "serviceAuditFields(input)": {
      subjectType: "service",
      keys: [
        "name",
        "description",
        "price",
        "required_information",
        "requires_product_selection",
        "enabled",
        "terms_url",
      ],
    },
  },
  "modules/products/set-supplier-products.ts": { before: { subjectType: "organisation", keys: [] } },
};

function orderEventDataKeys(): string[] {
  const keys: string[] = [];
  const history = fs.readFileSync(path.join(PLUGIN, "modules/orders/record-order-event.ts"), "utf8");
  const table = /const ORDER_AUDIT[^=]*=\s*\{/.exec(history);
  const audited = table
    ? [...balanced(history, table.index + table[0].length - 1).matchAll(/^\s*(\w+):/gm)].map((m) => m[1] as string)
    : [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name)) {
        const source = fs.readFileSync(full, "utf8");
        for (const match of source.matchAll(
          /(?:(?:history_|[hH]istoryService)\.record|recordOrderEvent)\(manager,\s*\{/g,
        )) {
          const body = balanced(source, (match.index ?? 0) + match[0].length - 1);
          const type = /type:\s*"(\w+)"/.exec(body)?.[1];
          // Only the events with an audit entry of their own data; status changes are before → after.
          if (!type || !audited.includes(type) || type === "status_changed") continue;
          const data = /data:\s*/.exec(body);
          if (!data) continue;
          const start = (data.index ?? 0) + data[0].length;
          const text = body.slice(start);
          const expression = text.startsWith("{") ? balanced(text, 0) : (topLevel(text)[0] as string);
          const found = keysOf(expression, full);
          // An edit that stores both sides (`{ before: {…}, after: {…} }`): the keys of each side.
          const sides = found.keys.length > 0 && found.keys.every((key) => key === "before" || key === "after");
          keys.push(...(sides ? Object.values(found.nested).flat() : found.keys));
        }
      }
    }
  };
  walk(PLUGIN);
  return keys;
}

function packagingOrderAuditedFields(): string[] {
  const dir = path.join(PLUGIN, "modules/packaging");
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".ts"))
    .flatMap((name) => [
      ...fs.readFileSync(path.join(dir, name), "utf8").matchAll(/auditChange\(manager,[^[]*\[([^\]]*)\]/g),
    ])
    .flatMap((m) => [...(m[1] as string).matchAll(/"(\w+)"/g)].map((k) => k[1] as string));
}

const locale = (language: string, namespace: string) =>
  JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8")) as Record<string, unknown>;
const hasKey = (language: string, key: string) => {
  const [namespace, rest] = key.split(":") as [string, string];
  let node: unknown = locale(language, namespace);
  for (const part of rest.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" && node.length > 0;
};

describe("audit field descriptions", () => {
  const calls = auditCalls();

  it("finds the plugin's recordAudit calls", () => {
    // A floor that shows the scan still works (49 calls on 2026-11-27; resend and revoke share one).
    expect(calls.length).toBeGreaterThanOrEqual(45);
  });

  it("describes every key a recordAudit call stores", () => {
    const missing: string[] = [];
    for (const call of calls) {
      const subjectType = call.subjectType as AuditSubjectType;
      const describe = (key: string) =>
        call.action === "?"
          ? AUDIT_ACTIONS.filter((action) => action.startsWith(`${subjectType}.`)).every((action) =>
              describeAuditField(subjectType, action, key),
            )
          : describeAuditField(subjectType, call.action as AuditAction, key);
      if (!AUDIT_SUBJECT_TYPES.includes(subjectType)) missing.push(`${call.file}: subject type ${call.subjectType}`);
      for (const key of call.keys.keys) if (!describe(key)) missing.push(`${call.file} ${call.action}: ${key}`);
      for (const [key, inner] of Object.entries(call.keys.nested)) {
        const field = describe(key) ? describeAuditField(subjectType, call.action as AuditAction, key) : null;
        for (const innerKey of inner) {
          if (field?.kind !== "object" || !field.fields[innerKey]) {
            missing.push(`${call.file} ${call.action}: ${key}.${innerKey}`);
          }
        }
      }
      for (const expression of call.keys.unresolved) {
        const source = ELSEWHERE[call.file]?.[expression];
        if (!source) {
          missing.push(`${call.file} ${call.action}: cannot read the keys of \`${expression}\` (list it in ELSEWHERE)`);
          continue;
        }
        for (const key of source.keys) {
          if (!AUDIT_FIELDS[source.subjectType][key]) missing.push(`${call.file}: ${source.subjectType}.${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("reads the order events' data (the order history's audit entries)", () => {
    expect(orderEventDataKeys()).toEqual(
      expect.arrayContaining(["source", "shipmentId", "trackingNumbers", "lines", "total"]),
    );
    expect(ORDER_EVENT_TYPES).toContain("shipped");
  });

  it("has every label and every enum value's label in English and German", () => {
    const missing: string[] = [];
    const check = (key: string) => {
      for (const language of ["en", "de"]) if (!hasKey(language, key)) missing.push(`${language} ${key}`);
    };
    const visit = (field: (typeof AUDIT_FIELDS)[AuditSubjectType][string]) => {
      check(`audit:${field.label}`);
      if (field.kind === "enum") {
        expect(field.labels).toMatch(/^[a-zA-Z]+:[\w.]+\.\*$/);
        for (const value of field.values) check(field.labels.replace("*", value.replace(/[^A-Za-z0-9_]/g, "")));
      }
      if (field.kind === "object") for (const inner of Object.values(field.fields)) visit(inner);
    };
    for (const fields of Object.values(AUDIT_FIELDS)) for (const field of Object.values(fields)) visit(field);
    expect(missing).toEqual([]);
    expect(Object.keys(AUDIT_KEYED_VALUES).every((action) => AUDIT_ACTIONS.includes(action as AuditAction))).toBe(true);
  });

  // A screen that renders changes loads these namespaces first: an enum label from one it did not
  // load would show the stored value ("china_stock") instead (the audit log, issue 26).
  it("names every namespace its enum labels come from", () => {
    const used = new Set<string>();
    const visit = (field: (typeof AUDIT_FIELDS)[AuditSubjectType][string]) => {
      if (field.kind === "enum") used.add(field.labels.split(":")[0] as string);
      if (field.kind === "object") for (const inner of Object.values(field.fields)) visit(inner);
    };
    for (const fields of Object.values(AUDIT_FIELDS)) for (const field of Object.values(fields)) visit(field);
    expect([...used].filter((namespace) => !AUDIT_LABEL_NAMESPACES.includes(namespace))).toEqual([]);
    expect(AUDIT_LABEL_NAMESPACES).toEqual(expect.arrayContaining(["audit", "stockOrders", "invoices"]));
    for (const namespace of AUDIT_LABEL_NAMESPACES)
      expect(fs.existsSync(path.join(LOCALES, "de", `${namespace}.json`))).toBe(true);
  });
});
