import { type FieldErrors, fieldErrorsOf } from "@platform/domain";
import type { ZodType } from "zod";

/** Validates form values with the same schema the server uses; returns field → translation keys. */
export function validate<T>(schema: ZodType<T>, values: unknown): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: fieldErrorsOf(result.error) };
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(Array.from(new FormData(form).entries()).map(([key, value]) => [key, String(value)]));
}
