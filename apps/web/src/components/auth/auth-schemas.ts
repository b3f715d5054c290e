// The sign-in page's form schemas: a chunk of their own (with zod), loaded when the user enters a
// form, so the first visit's entry chunk carries no zod (docs/web.md, "The first visit").
export { loginSchema, passwordResetRequestSchema } from "@platform/domain";
