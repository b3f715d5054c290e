import { type FieldErrors, fieldErrorsOf } from "@platform/domain/plain";
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

/** What `FieldName` stops at: a value, not a group of fields. */
type FieldValue = string | number | boolean | bigint | symbol | null | undefined | Date | Blob;

/**
 * The names of a form's fields, from its schema's input: the keys, dotted for nested objects and
 * arrays (`company.country_code`, `trackingNumbers.0`, `items.3.quantity`) as the errors are keyed.
 * A misspelled or removed field name then fails typecheck.
 */
export type FieldName<I> = 0 extends 1 & I
  ? string
  : I extends FieldValue
    ? never
    : I extends readonly (infer E)[]
      ? `${number}` | `${number}.${FieldName<E>}`
      : I extends object
        ? { [K in keyof I & string]-?: K | `${K}.${FieldName<NonNullable<I[K]>>}` }[keyof I & string]
        : never;

/** A form's field errors by field name ("_form": an error of the whole input). */
export type FormErrors<I> = { readonly [K in FieldName<I> | "_form"]?: string[] };

/** A form's named values as `formValues` reads them, by field name (absent when the form has no such input). */
export type FormValues<I> = { readonly [K in FieldName<I>]?: string };

export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries(Array.from(new FormData(form).entries()).map(([key, value]) => [key, String(value)]));
}

/** The field errors of a failed call (BAD_REQUEST from a schema, or a domain error about one field); null otherwise. */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  const fieldErrors = apiErrorData(error)?.fieldErrors;
  return fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null;
}

/** A field's name and its errors, for a form field's props: `<FormField label={…} {...field("email")} />`. */
export function fieldsOf<I>(errors: FieldErrors) {
  return (name: FieldName<I>) => ({ name, errors: errors[name] });
}

/** "" → null, for optional selects whose schema wants null when nothing is chosen. */
export function emptyToNull(value: string | undefined): string | null {
  return value ? value : null;
}

/** After a failed submit: the keyboard focus moves to the first field that reports an error. */
export function focusFirstError(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
