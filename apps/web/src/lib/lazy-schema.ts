import type { FormEvent } from "react";
import type { ZodType, ZodTypeDef } from "zod";

/**
 * A form's schema loaded on first use, so the page's own chunk carries no zod: the sign-in page
 * is the first visit (docs/web.md, "The first visit"). `schema` goes to `useSchemaForm` unchanged
 * (it checks with the loaded schema, so messages and rules are the server's); `prepare` starts the
 * load when the user enters the form; `guardSubmit` wraps the form's onSubmit, so a submit that
 * comes before the schema is sent once it is there.
 */
export function lazySchema<T, I>(load: () => Promise<ZodType<T, ZodTypeDef, I>>) {
  let loaded: ZodType<T, ZodTypeDef, I> | undefined;
  let loading: Promise<void> | undefined;

  const prepare = (): Promise<void> => {
    loading ??= load().then(
      (schema) => {
        loaded = schema;
      },
      (error: unknown) => {
        // The next submit tries again (a network hiccup must not leave the form dead).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };

  const schema = {
    safeParse(values: unknown) {
      // Only reached through `guardSubmit`, which waits for the load.
      if (!loaded) throw new Error("lazySchema: checked before the schema was loaded");
      return loaded.safeParse(values);
    },
  } as unknown as ZodType<T, ZodTypeDef, I>;

  /** `onLoadFailed`: a user's submit whose schema could not be loaded (offline): the form says so; the next submit loads again. */
  const guardSubmit =
    (onSubmit: (event: FormEvent<HTMLFormElement>) => void, onLoadFailed?: () => void) =>
    (event: FormEvent<HTMLFormElement>): void => {
      if (loaded) {
        onSubmit(event);
        return;
      }
      event.preventDefault();
      const form = event.currentTarget;
      // The form hook's live re-check submits without a submitter: it is not a send, and the next
      // edit checks again. A user's submit (button or Enter) names its button: sent after the load.
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      void prepare().then(
        () => {
          if (submitter && form.isConnected) form.requestSubmit(submitter);
        },
        () => {
          if (submitter) onLoadFailed?.();
        },
      );
    };

  return { schema, prepare, guardSubmit, isLoaded: () => loaded !== undefined };
}
