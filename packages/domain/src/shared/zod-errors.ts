import type { ZodError, ZodIssue } from "zod";
import { COMMON_MESSAGES } from "./messages";

const KEY = /^[a-z][a-zA-Z]*:[a-zA-Z0-9_.]+$/;

/** Our schemas speak in translation keys; zod's own English defaults are mapped to generic ones. */
function messageKeyOf(issue: ZodIssue): string {
  if (KEY.test(issue.message)) return issue.message;
  if (issue.code === "invalid_type" && issue.received === "undefined") return COMMON_MESSAGES.required;
  return COMMON_MESSAGES.invalid;
}

/** Field path → translation keys, the shape BAD_REQUEST answers carry and forms display. */
export type FieldErrors = Record<string, string[]>;

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_form";
    const list = out[key] ?? [];
    list.push(messageKeyOf(issue));
    out[key] = list;
  }
  return out;
}
