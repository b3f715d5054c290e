import type { FieldErrors } from "@platform/domain";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { focusFirstError } from "./forms";

/**
 * What a settings form does when saving fails: field errors under the fields, focus on the first,
 * the form-level settings hint (`failed`), and a toast with the spec's message if one is given.
 */
export function useFormFailure(toastKey?: string) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);

  const fail = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFailed(true);
    focusFirstError(formRef.current);
    if (toastKey) toast.error(t(toastKey));
  };

  const clear = () => {
    setErrors({});
    setFailed(false);
  };

  return { formRef, errors, failed, fail, clear };
}
