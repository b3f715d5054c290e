/** A rule of the domain said no. Carries the translation key the user sees; tRPC maps the code. */
export class DomainError extends Error {
  constructor(
    public readonly code: "BAD_REQUEST" | "CONFLICT" | "NOT_FOUND" | "FORBIDDEN",
    public readonly i18nKey: string,
    /** The input field the message belongs to, shown beside it. */
    public readonly field?: string,
  ) {
    super(i18nKey);
  }
}
