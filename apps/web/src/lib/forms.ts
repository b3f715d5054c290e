import { type FieldErrors, fieldErrorsOf } from "@platform/domain";
import type { ZodType, ZodTypeDef } from "zod";
import { apiErrorData } from "./api-errors";

/** Validates form values with the same schema the server uses; returns field → translation keys. */
export function validate<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  values: unknown,
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  return result.success ? { data: result.data, errors: null } : { data: null, errors: fieldErrorsOf(result.error) };
}

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(Array.from(new FormData(form).entries()).map(([key, value]) => [key, String(value)]));
}

/** The field errors of a failed call (BAD_REQUEST from a schema, or a domain error about one field); null otherwise. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const fieldErrors = apiErrorData(error)?.fieldErrors;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/** A field's name and its errors, for a form field's props: `<FormField label={…} {...field("email")} />`. */
export function fieldsOf(errors: FieldErrors) {
  return (name: string) => ({ name, errors: errors[name] });
}

/** "" → null, for optional selects whose schema wants null when nothing is chosen. */
export function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/** After a failed submit: the keyboard focus moves to the first field that reports an error. */
export function focusFirstError(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
