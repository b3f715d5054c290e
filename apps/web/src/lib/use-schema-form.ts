import type { FieldErrors } from "@platform/domain";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ZodType, ZodTypeDef } from "zod";
import { errorKey } from "./api-errors";
import {
  type FieldName,
  type FormErrors,
  type FormValues,
  fieldsOf,
  focusFirstError,
  formValues,
  serverFieldErrors,
  validate,
} from "./forms";
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
  // Live re-checks (see `recheckOnEdit`): after a submit every field is checked again as the user
  // edits; before it, a field the user edited and left. Errors the send found (the server's, a
  // rule beside the schema) stay until their field changes: only a new send can check them again.
  const live = useRef({
    submitted: false,
    checking: false,
    touched: new Set<string>(),
    sentValues: {} as Record<string, unknown>,
    sendErrors: {} as FieldErrors,
  });
  const errorsRef = useRef(errors);
  errorsRef.current = errors;
  const failureRef = useRef(failure);
  failureRef.current = failure;

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

  /** The errors a re-check shows for `values`: the schema's for submitted or touched fields, the send's until edited. */
  function recheck(values: FormInput<I>) {
    const state = live.current;
    const current = values as Record<string, unknown>;
    const edited = (key: string) => {
      const top = key.split(".")[0] ?? key;
      return JSON.stringify(current[top]) !== JSON.stringify(state.sentValues[top]);
    };
    const checked = validate(schema, values).errors ?? {};
    const next: FieldErrors = {};
    for (const [key, list] of Object.entries(state.sendErrors)) if (!edited(key)) next[key] = list;
    for (const [key, list] of Object.entries(checked)) {
      if (next[key]) continue;
      if (state.submitted || state.touched.has(key.split(".")[0] ?? key)) next[key] = list;
    }
    if (JSON.stringify(next) !== JSON.stringify(errorsRef.current)) setErrors(next);
    // "Check your input" above the form goes with the last field error.
    if (Object.keys(next).length === 0 && failureRef.current && failureRef.current === options.invalidKey)
      setFailure(null);
  }

  /** Checks `values`, then sends them; true when `send` succeeded. */
  async function submit(values: FormInput<I>, send: (data: T) => Promise<void>): Promise<boolean> {
    const state = live.current;
    if (state.checking) {
      // A re-check runs the form's own submit handler, so the values are read exactly as a submit reads them.
      recheck(values);
      return false;
    }
    state.submitted = true;
    state.sentValues = { ...(values as Record<string, unknown>) };
    state.sendErrors = {};
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
      if (mapped) {
        state.sendErrors = mapped.fieldErrors ?? {};
        fail(mapped.fieldErrors ?? {}, mapped.failure ?? null);
      } else {
        const fieldErrors = serverFieldErrors(error);
        state.sendErrors = fieldErrors ?? {};
        if (fieldErrors) fail(fieldErrors, options.invalidKey ?? null);
        else fail({}, failureOf(error));
      }
      return false;
    } finally {
      setPending(false);
    }
  }

  // Dialogs mount their form after the hook: listen to whichever form the ref holds now.
  const listening = useRef<{ form: HTMLFormElement | null; stop?: () => void }>({ form: null });
  useEffect(() => {
    if (listening.current.form === formRef.current) return;
    listening.current.stop?.();
    listening.current = { form: formRef.current, stop: recheckOnEdit(formRef.current, live.current) };
  });
  useEffect(() => () => listening.current.stop?.(), []);

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
    // Mutated, not replaced: the form's listeners hold this object.
    Object.assign(live.current, { submitted: false, touched: new Set(), sentValues: {}, sendErrors: {} });
  };

  /** Field errors another form found for this one's fields (a wizard's later step, checking every step). */
  const showErrors = (fieldErrors: FieldErrors) => setErrors(fieldErrors);

  return {
    formRef,
    // Typed by the schema's field names, so a misspelled or removed field fails typecheck.
    errors: errors as FormErrors<I>,
    field: fieldsOf<I>(errors),
    fieldName: fieldNameOf<I>,
    valuesOf: formValues as (form: HTMLFormElement) => FormValues<I>,
    failure,
    pending,
    submit,
    handleSubmit,
    reset,
    showErrors,
  };
}

/** A field's name as the schema has it (an input whose errors show elsewhere, e.g. a checkbox group's). */
function fieldNameOf<I>(name: FieldName<I>): FieldName<I> {
  return name;
}

type LiveState = { submitted: boolean; checking: boolean; touched: Set<string> };

/**
 * Every form re-checks itself as the user edits: an edit (once the form was submitted, or in a
 * field the user edited and left) runs the form's own submit handler with sending switched off
 * (`checking`), after React has rendered the edit, so a form whose values live in React state
 * is checked with its new state. Returns the cleanup for the effect.
 */
function recheckOnEdit(form: HTMLFormElement | null, live: LiveState): (() => void) | undefined {
  if (!form) return undefined;
  const editedNames = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    if (!form.isConnected || (!live.submitted && live.touched.size === 0)) return;
    live.checking = true;
    try {
      // The handler calls the hook's submit synchronously up to its check (`checking` keeps it from sending).
      form.requestSubmit();
    } finally {
      live.checking = false;
    }
  };
  // A press on a button first takes the focus from the field, and the re-check that follows would
  // show or drop an error line between the press and the release: the button moves from under the
  // pointer and the click is lost (the form is not sent). While a press lasts, the re-check waits.
  let pressing = false;
  let waiting = false;
  const schedule = () => {
    if (pressing) waiting = true;
    else if (timer === undefined) timer = setTimeout(run, 0);
  };
  const onPress = () => {
    pressing = true;
  };
  const onRelease = () => {
    if (!pressing) return;
    pressing = false;
    // After the click this release makes (a timer, so the submit comes first).
    if (waiting) {
      waiting = false;
      schedule();
    }
  };
  const nameOf = (target: EventTarget | null) =>
    target instanceof HTMLElement ? (target.getAttribute("name") ?? "") : "";
  const onEdit = (event: Event) => {
    const name = nameOf(event.target);
    if (name) editedNames.add(name);
    if (live.submitted || (name && live.touched.has(name))) schedule();
  };
  const onLeave = (event: Event) => {
    const name = nameOf(event.target);
    if (!name || !editedNames.has(name) || live.touched.has(name)) return;
    live.touched.add(name);
    schedule();
  };
  form.addEventListener("input", onEdit);
  form.addEventListener("change", onEdit);
  form.addEventListener("focusout", onLeave);
  window.addEventListener("pointerdown", onPress, true);
  window.addEventListener("pointerup", onRelease, true);
  window.addEventListener("pointercancel", onRelease, true);
  return () => {
    if (timer !== undefined) clearTimeout(timer);
    window.removeEventListener("pointerdown", onPress, true);
    window.removeEventListener("pointerup", onRelease, true);
    window.removeEventListener("pointercancel", onRelease, true);
    form.removeEventListener("input", onEdit);
    form.removeEventListener("change", onEdit);
    form.removeEventListener("focusout", onLeave);
  };
}

/** Settings forms: any failure shows the settings hint above the form (and the spec's toast, if it names one). */
export function settingsFormOptions(toastKey?: string): SchemaFormOptions {
  return { invalidKey: "common:errors.settingsHint", failureKey: "common:errors.settingsHint", toastKey };
}
