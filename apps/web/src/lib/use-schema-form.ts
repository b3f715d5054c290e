import type { FieldErrors } from "@platform/domain";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType, ZodTypeDef } from "zod";
import { errorKey } from "./api-errors";
import { fieldsOf, focusFirstError, formValues, serverFieldErrors, validate } from "./forms";
import { toast } from "./toast";

export type SchemaFormOptions = {
  /** The form-level message while fields are invalid (e.g. auth's "check your input"); none by default. */
  invalidKey?: string;
  /** The form-level message of any other failure: a key, or one read from the error (default: the server's own). */
  failureKey?: string | ((error: unknown) => string);
  /** A failure the server words differently from a field error (e.g. "email taken" belongs to the email field). */
  mapError?: (error: unknown) => { fieldErrors?: FieldErrors; failure?: string | null } | null | undefined;
  /** A toast on every failure too (settings forms: the spec's message). */
  toastKey?: string;
  /** Small inline forms (one row, a dialog's single field) say the form-level failure as a toast instead. */
  failureAsToast?: boolean;
  /** Told the field errors of a failed submit (a wizard's last step sends an earlier step's errors back there). */
  onFieldErrors?: (fieldErrors: FieldErrors) => void;
};

/** Thrown by a form's `send` for a rule checked beside the schema (e.g. "type the name to confirm"). */
export class FieldErrorsFailure extends Error {
  constructor(readonly fieldErrors: FieldErrors) {
    super("field errors");
  }
}

/**
 * What a form hands to `submit` (or returns from `handleSubmit`'s `read`): every key of the schema's
 * input present, so a field the schema gains and the form forgets fails typecheck. The values stay
 * `unknown` (typed text, NaN for "not a number"): the schema's parse below is the real check.
 */
export type FormInput<I> = { [K in keyof I]-?: unknown };

/**
 * Every form of the app, one way: values checked by the server's own zod schema (no request when
 * invalid), field errors under their fields (FormField ties them to the input with aria-invalid
 * and aria-describedby) and the keyboard focus on the first invalid field, the server's field
 * errors shown the same way, one form-level failure message, and the pending state while sending.
 */
export function useSchemaForm<T, I>(schema: ZodType<T, ZodTypeDef, I>, options: SchemaFormOptions = {}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const fail = (fieldErrors: FieldErrors, message: string | null) => {
    setErrors(fieldErrors);
    if (options.failureAsToast) {
      if (message) toast.error(t(message));
    } else setFailure(message);
    focusFirstError(formRef.current);
    if (options.toastKey) toast.error(t(options.toastKey));
    if (Object.keys(fieldErrors).length > 0) options.onFieldErrors?.(fieldErrors);
  };

  const failureOf = (error: unknown) => {
    const key = options.failureKey;
    if (typeof key === "function") return key(error);
    return key ?? errorKey(error, "common:errors.somethingWentWrong");
  };

  /** Checks `values`, then sends them; true when `send` succeeded. */
  async function submit(values: FormInput<I>, send: (data: T) => Promise<void>): Promise<boolean> {
    setFailure(null);
    const checked = validate(schema, values);
    if (checked.errors) {
      fail(checked.errors, options.invalidKey ?? null);
      return false;
    }
    setErrors({});
    setPending(true);
    try {
      await send(checked.data);
      return true;
    } catch (error) {
      const mapped =
        error instanceof FieldErrorsFailure ? { fieldErrors: error.fieldErrors } : options.mapError?.(error);
      if (mapped) fail(mapped.fieldErrors ?? {}, mapped.failure ?? null);
      else {
        const fieldErrors = serverFieldErrors(error);
        if (fieldErrors) fail(fieldErrors, options.invalidKey ?? null);
        else fail({}, failureOf(error));
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  /** A <form onSubmit>: reads the form's named fields (or `read`'s values) and submits them. */
  const handleSubmit =
    (send: (data: T, form: HTMLFormElement) => Promise<void>, read?: (form: HTMLFormElement) => FormInput<I>) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      // Without `read` the form's named fields are the values: no type can see which the markup holds.
      void submit(read ? read(form) : (formValues(form) as FormInput<I>), (data) => send(data, form));
    };

  const reset = () => {
    setErrors({});
    setFailure(null);
  };

  /** Field errors another form found for this one's fields (a wizard's later step, checking every step). */
  const showErrors = (fieldErrors: FieldErrors) => setErrors(fieldErrors);

  return { formRef, errors, field: fieldsOf(errors), failure, pending, submit, handleSubmit, reset, showErrors };
}

/** Settings forms: any failure shows the settings hint above the form (and the spec's toast, if it names one). */
export function settingsFormOptions(toastKey?: string): SchemaFormOptions {
  return { invalidKey: "common:errors.settingsHint", failureKey: "common:errors.settingsHint", toastKey };
}
