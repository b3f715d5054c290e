import type { FieldErrors } from "@platform/domain";
import { useRef, useState } from "react";
import type { ZodType, ZodTypeDef } from "zod";
import { focusFirstError, serverFieldErrors, validate } from "./forms";
import { errorKey } from "./trpc";

/**
 * A dialog or page form checked by the server's own zod schema: invalid values show their field
 * errors (focus on the first) without a request; the server's field errors show the same way;
 * any other failure becomes the form-level message (`fallbackKey` when the server names none).
 */
export function useSchemaForm<T>(
  schema: ZodType<T, ZodTypeDef, unknown>,
  fallbackKey = "common:errors.somethingWentWrong",
) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const show = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current);
  };

  async function submit(values: unknown, send: (data: T) => Promise<void>): Promise<void> {
    setFailure(null);
    const checked = validate(schema, values);
    if (checked.errors) return show(checked.errors);
    setErrors({});
    try {
      await send(checked.data);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) show(fieldErrors);
      else setFailure(errorKey(error, fallbackKey));
    }
  }

  const reset = () => {
    setErrors({});
    setFailure(null);
  };

  return { formRef, errors, failure, submit, reset };
}
