import { loginSchema } from "@platform/domain";
import type { FormEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import { lazySchema } from "./lazy-schema";

/** A submit event as React hands it to onSubmit: `submitter` is the button (a user's submit) or null (a re-check). */
function submitEvent(submitter: object | null) {
  const form = { isConnected: true, requestSubmit: vi.fn() };
  const event = { currentTarget: form, nativeEvent: { submitter }, preventDefault: vi.fn() };
  return {
    form,
    event: event as unknown as FormEvent<HTMLFormElement> & { preventDefault: typeof event.preventDefault },
  };
}

describe("lazySchema (the sign-in form's schema, loaded on first use)", () => {
  it("sends a submit made before the schema arrived once it is there, with the same button", async () => {
    let arrive: (schema: typeof loginSchema) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof loginSchema>((resolve) => (arrive = resolve)));
    const lazy = lazySchema(load);
    const onSubmit = vi.fn();
    const button = {};
    const { form, event } = submitEvent(button);

    lazy.guardSubmit(onSubmit)(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
    arrive(loginSchema);
    await vi.waitFor(() => expect(form.requestSubmit).toHaveBeenCalledWith(button));
    expect(load).toHaveBeenCalledTimes(1);

    // Now loaded: the form's own handler runs at once, and checks with the real schema.
    const again = submitEvent(button);
    lazy.guardSubmit(onSubmit)(again.event);
    expect(onSubmit).toHaveBeenCalledWith(again.event);
    const checked = lazy.schema.safeParse({ email: "x", password: "" });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues).toEqual(loginSchema.safeParse({ email: "x", password: "" }).error?.issues);
  });

  it("does not send the form hook's re-check (no submitter) before the schema arrived", async () => {
    const lazy = lazySchema(() => Promise.resolve(loginSchema));
    const { form, event } = submitEvent(null);
    lazy.guardSubmit(vi.fn())(event);
    await vi.waitFor(() => expect(lazy.isLoaded()).toBe(true));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(form.requestSubmit).not.toHaveBeenCalled();
  });

  it("loads again on the next submit when a load failed", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(loginSchema);
    const lazy = lazySchema(load);
    const first = submitEvent({});
    const told = vi.fn();
    lazy.guardSubmit(vi.fn(), told)(first.event);
    await expect(lazy.prepare()).rejects.toThrow("offline");
    expect(first.form.requestSubmit).not.toHaveBeenCalled();
    // The user is told the submit did not go out, instead of a button that does nothing.
    await vi.waitFor(() => expect(told).toHaveBeenCalledTimes(1));

    const second = submitEvent({});
    lazy.guardSubmit(vi.fn())(second.event);
    await vi.waitFor(() => expect(second.form.requestSubmit).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
