// The sign-in form's schema: with zod, a chunk of its own, loaded when the user enters the form,
// so the first visit's entry chunk carries no zod (docs/web.md, "The first visit").
export { loginSchema } from "@platform/domain";
